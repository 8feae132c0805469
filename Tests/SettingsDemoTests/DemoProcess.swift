import TestSupport

/// The built `settings-demo`, for the tests that run it (see `DemoBinary`).
enum DemoProcess: DemoBinary {
  static let programName = "settings-demo"
  static let binaryVariable = "SETTINGS_DEMO_BINARY"
  static let scriptArguments = ["--test-delay", "10"]
}
