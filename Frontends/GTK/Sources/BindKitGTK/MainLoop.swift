import CGtk4

/// GTK's GLib loop, driven from the main actor, so that main-actor code (models, `Action`s, their awaits) runs
/// between GTK's events on the one main thread.
///
/// ```swift
/// @main struct App {
///   @MainActor static func main() async {
///     GTKMainLoop.initialize()
///     let window = GTKFormWindow(form: form, title: "Settings")
///     window.present()
///     await GTKMainLoop.run { window.isOpen }
///   }
/// }
/// ```
///
/// Each turn dispatches every GTK event that is ready, then waits for the next one for at most
/// ``pollInterval``, then yields to the main actor's other jobs. Work that resumes on the main actor while GTK
/// waits (an `Action` whose server answered) runs within one interval.
@MainActor
public enum GTKMainLoop {
  /// How long one turn waits for a GTK event before letting the main actor's queued jobs run: 10 ms.
  public static var pollIntervalMilliseconds: UInt32 = 10

  /// Initializes GTK once (later calls do nothing); false when there is no display to open.
  @discardableResult
  public static func initialize() -> Bool {
    gtk_init_check() != 0
  }

  /// Dispatches every GTK event that is ready, without waiting; returns whether there was one.
  @discardableResult
  public static func dispatchPending() -> Bool {
    var any = false
    while g_main_context_iteration(nil, 0) != 0 { any = true }
    return any
  }

  /// Runs GTK's loop and the main actor's jobs, turn by turn, while `condition` holds.
  public static func run(while condition: @MainActor () -> Bool) async {
    while condition() {
      await turn()
    }
  }

  /// One turn: ready events, then a wait of at most ``pollIntervalMilliseconds`` for one, then a yield to the
  /// main actor's queued jobs.
  public static func turn() async {
    if !dispatchPending() {
      let timeout = g_timeout_source_new(pollIntervalMilliseconds)!
      g_source_set_callback(timeout, stopTimeout, nil, nil)
      g_source_attach(timeout, nil)
      g_main_context_iteration(nil, 1)
      g_source_destroy(timeout)
      g_source_unref(timeout)
      dispatchPending()
    }
    await Task.yield()
  }
}

private let stopTimeout: GSourceFunc = { _ in 0 }
