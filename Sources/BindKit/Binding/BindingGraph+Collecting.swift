extension BindingGraph {
  /// Collects the live bindings of `objects`: models (``BindableObject``) and views (``BindableView``). Other
  /// objects are ignored.
  public init(of objects: [AnyObject]) {
    var seen: Set<ObjectIdentifier> = []
    var edges: [Edge] = []
    for object in objects {
      let tokens: [BindingToken]
      if let model = object as? BindableObject {
        tokens = model.allObservations
      } else if let view = object as? any BindableView {
        tokens = view.bindingRegistrar.bindings
      } else {
        continue
      }
      for token in tokens where token.isBound && seen.insert(ObjectIdentifier(token)).inserted {
        if let edge = token.edge { edges.append(edge) }
      }
    }
    self.init(edges: edges)
  }
}
