import CGtk4

// GTK calls these C functions on the thread that runs its loop, which BindKitGTK requires to be the main thread
// (``GTKMainLoop`` runs it from the main actor); each one hands the call to the Swift closure its box holds.

/// A Swift closure that a GTK signal calls. GTK holds the box (retained once at connection, released by the
/// destroy notify when the handler is disconnected or the widget finalized): the box lives exactly as long as the
/// handler can be called.
@MainActor
final class SignalBox {
  let simple: (@MainActor () -> Void)?
  let withArgument: (@MainActor (UnsafeMutableRawPointer?) -> Void)?
  let key: (@MainActor (UInt32, GdkModifierType) -> Bool)?
  let returning: (@MainActor () -> Bool)?

  init(
    simple: (@MainActor () -> Void)? = nil, withArgument: (@MainActor (UnsafeMutableRawPointer?) -> Void)? = nil,
    key: (@MainActor (UInt32, GdkModifierType) -> Bool)? = nil, returning: (@MainActor () -> Bool)? = nil
  ) {
    self.simple = simple
    self.withArgument = withArgument
    self.key = key
    self.returning = returning
  }
}

private func box(_ data: gpointer?) -> SignalBox {
  Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue()
}

private let simpleThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let box = box(data)
  MainActor.assumeIsolated { box.simple?() }
}

private let argumentThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
  let box = box(data)
  nonisolated(unsafe) let argument = argument
  MainActor.assumeIsolated { box.withArgument?(argument) }
}

private let keyThunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
  _, keyval, _, state, data in
  let box = box(data)
  return MainActor.assumeIsolated { box.key?(keyval, state) ?? false } ? 1 : 0
}

private let returningThunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
  let box = box(data)
  return MainActor.assumeIsolated { box.returning?() ?? false } ? 1 : 0
}

private let releaseBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
  Unmanaged<SignalBox>.fromOpaque(data!).release()
}

@MainActor
private func connect(_ instance: gpointer, _ signal: String, _ box: SignalBox, _ thunk: GCallback) {
  let data = Unmanaged.passRetained(box).toOpaque()
  g_signal_connect_data(instance, signal, thunk, data, releaseBox, GConnectFlags(rawValue: 0))
}

/// Connects `signal` of `instance`, whose handler takes no argument but the instance.
@MainActor
func onSignal(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) {
  connect(instance, signal, SignalBox(simple: handler), unsafeBitCast(simpleThunk, to: GCallback.self))
}

/// Connects `signal` of `instance`, whose handler takes one pointer argument after the instance.
@MainActor
func onSignal(
  _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
) {
  connect(instance, signal, SignalBox(withArgument: handler), unsafeBitCast(argumentThunk, to: GCallback.self))
}

/// Connects a key controller's `key-pressed`; the handler, given the key and the modifiers held, returns whether it
/// used the key.
@MainActor
func onKeyPressed(_ controller: gpointer, _ handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) {
  connect(controller, "key-pressed", SignalBox(key: handler), unsafeBitCast(keyThunk, to: GCallback.self))
}

/// Connects a signal whose handler returns a boolean (`close-request`).
@MainActor
func onSignalReturning(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Bool) {
  connect(instance, signal, SignalBox(returning: handler), unsafeBitCast(returningThunk, to: GCallback.self))
}
