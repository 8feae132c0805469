/// Why a connection test failed.
public struct ConnectionError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, for the status line.
  public var description: String

  /// Creates an error.
  public init(_ description: String) {
    self.description = description
  }
}

/// A pretend network: "connects" to a host after a delay, as a real check would take a moment.
///
/// A host answers unless it ends in `.invalid` (no such host, RFC 2606) or `.test` (refuses the port); the demo's
/// outcome depends on nothing else, so scripted runs print the same every time.
public struct ConnectionTester: Sendable {
  /// How long a test takes.
  public var delay: Duration

  /// Creates a tester whose tests take `delay`.
  public init(delay: Duration = .milliseconds(300)) {
    self.delay = delay
  }

  /// Tests `host` on `port`: returns what the status line says on success, throws a ``ConnectionError`` otherwise.
  public func test(host: String, port: Int) async throws -> String {
    try await Task.sleep(for: delay)
    if host.hasSuffix(".invalid") { throw ConnectionError("\(host): no such host") }
    if host.hasSuffix(".test") { throw ConnectionError("\(host) refused port \(port)") }
    return "\(host):\(port) answered"
  }
}
