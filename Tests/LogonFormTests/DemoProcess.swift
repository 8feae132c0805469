import TestSupport

/// The built `logon-demo`, for the tests that run it (see `DemoBinary`).
enum DemoProcess: DemoBinary {
  static let programName = "logon-demo"
  static let binaryVariable = "LOGON_DEMO_BINARY"
  static let scriptArguments = ["--check-delay", "10"]
}
