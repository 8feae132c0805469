/// A picture of the live bindings around some objects, for answering "why did this view change?".
///
/// ```swift
/// let picture = BindingGraph(of: [model, usernameField]).text
/// // LogonModel#1.username <-> TextField#1.text
/// // LogonModel#1.(computed Bool) -> Button#1.isEnabled
/// let dot = BindingGraph(of: [model]).dot  // render with Graphviz: dot -Tsvg
/// ```
///
/// Objects are numbered per type in the order they first appear (`TextField#2`), so that two instances of
/// one type stay apart.
public struct BindingGraph: CustomStringConvertible, Sendable {
  /// One end of a binding: an object and one of its properties.
  public struct Node: Hashable, Sendable, CustomStringConvertible {
    /// The object's identity, or nil once it has been deallocated.
    public let id: ObjectIdentifier?
    /// The object's type, without its module.
    public let typeName: String
    /// The property's name (or a description of its key path).
    public let property: String

    /// Creates a node.
    public init(id: ObjectIdentifier?, typeName: String, property: String) {
      self.id = id
      self.typeName = typeName
      self.property = property
    }

    /// The node of `object`'s property stored in `storage` (a box or a slot), named through `Mirror`.
    init(object: AnyObject, storage: AnyObject, keyPath: AnyKeyPath) {
      self.init(
        id: ObjectIdentifier(object), typeName: BindKit.typeName(type(of: object)),
        property: propertyName(of: storage, in: object) ?? keyPathName(keyPath))
    }

    /// `Type.property`.
    public var description: String { "\(typeName).\(property)" }
  }

  /// How a binding connects its ends.
  public enum Kind: Sendable {
    /// Model to view and back (`<->`).
    case twoWay
    /// Model to view only (`->`).
    case oneWay
    /// An observation of the model (`observe`, `values(for:)`); no view.
    case observer
  }

  /// One live binding.
  public struct Edge: Sendable, CustomStringConvertible {
    /// The model side.
    public let model: Node
    /// The view side; nil for an observer.
    public let view: Node?
    /// How the two are connected.
    public let kind: Kind

    /// Creates an edge.
    public init(model: Node, view: Node?, kind: Kind) {
      self.model = model
      self.view = view
      self.kind = kind
    }

    /// `Model.key <-> View.key`, `Model.key -> View.key`, or `Model.key (observed)`.
    public var description: String {
      guard let view else { return "\(model) (observed)" }
      return "\(model) \(kind == .oneWay ? "->" : "<->") \(view)"
    }
  }

  /// The live bindings found, each once, in the order found.
  public let edges: [Edge]

  /// A graph of `edges`.
  init(edges: [Edge]) {
    self.edges = edges
  }

  /// Short labels (`Type#n`) for every object in the graph.
  private var labels: [ObjectIdentifier: String] {
    var labels: [ObjectIdentifier: String] = [:]
    var counts: [String: Int] = [:]
    for edge in edges {
      for node in [edge.model, edge.view].compactMap({ $0 }) {
        guard let id = node.id, labels[id] == nil else { continue }
        counts[node.typeName, default: 0] += 1
        labels[id] = "\(node.typeName)#\(counts[node.typeName]!)"
      }
    }
    return labels
  }

  private func name(_ node: Node, _ labels: [ObjectIdentifier: String]) -> String {
    node.id.flatMap { labels[$0] } ?? node.typeName
  }

  /// One line per binding: `LogonModel#1.username <-> TextField#1.text`.
  public var text: String {
    let labels = self.labels
    return edges.map { edge in
      let model = "\(name(edge.model, labels)).\(edge.model.property)"
      guard let view = edge.view else { return "\(model) (observed)" }
      let arrow = edge.kind == .oneWay ? "->" : "<->"
      return "\(model) \(arrow) \(name(view, labels)).\(view.property)"
    }.joined(separator: "\n")
  }

  /// The graph in Graphviz DOT: one node per object, one edge per binding, labelled with the two properties.
  public var dot: String {
    let labels = self.labels
    var lines = ["digraph BindKit {", "  rankdir=LR;", "  node [shape=box];"]
    var declared: Set<String> = []
    for edge in edges {
      for node in [edge.model, edge.view].compactMap({ $0 }) where declared.insert(name(node, labels)).inserted {
        lines.append("  \(quoted(name(node, labels)));")
      }
      let model = quoted(name(edge.model, labels))
      if let view = edge.view {
        let direction = edge.kind == .oneWay ? "forward" : "both"
        let label = quoted("\(edge.model.property) \(edge.kind == .oneWay ? "->" : "<->") \(view.property)")
        lines.append("  \(model) -> \(quoted(name(view, labels))) [label=\(label), dir=\(direction)];")
      } else {
        let observer = quoted("observer of \(name(edge.model, labels)).\(edge.model.property)")
        lines.append("  \(observer) [shape=note];")
        lines.append("  \(model) -> \(observer) [label=\(quoted(edge.model.property)), style=dashed];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }

  /// The text form.
  public var description: String { text }
}
