/// The token of a binding that was refused as a programmer error: already ended.
final class RefusedBinding: BindingToken {
  override init() {
    super.init()
    markRefused()
  }

  override var description: String { "BindingToken(refused)" }
}
