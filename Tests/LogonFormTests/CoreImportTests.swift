import Foundation
import Testing

/// The demos' cores are for any front end (the GTK package's windows use them): they build on BindKitForms, and the
/// terminal's parts stay in the demos' executables.
@Suite struct CoreImportTests {
  @Test(arguments: ["Examples/LogonForm/Core", "Examples/Settings/Core"])
  func aDemoCoreDoesNotImportTheTerminal(folder: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let directory = root.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") }
      #expect(!imports.contains { $0.hasSuffix(" BindKitTerminal") }, "\(folder)/\(file) imports BindKitTerminal")
    }
  }
}
