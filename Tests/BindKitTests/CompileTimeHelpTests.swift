import Foundation
import Testing

/// Mistakes the compiler explains in BindKit's words: each is type-checked by `swiftc` against the modules this test
/// binary was built with, and its message is checked.
@Suite struct CompileTimeHelpTests {
  @Test func bindingANumberToTextWithoutAConverterNamesTheConverters() throws {
    let result = try typecheck(
      """
      final class Order: BindableObject { @Bound var quantity = 1; @Bound var price = 2.5 }
      func bindBoth(_ order: Order, _ field: TextField, _ other: TextField) {
        order.bind(key: \\.quantity, toView: field, viewKey: \\.text)
        order.bind(key: \\.price, toView: other, viewKey: \\.text)
      }
      """)
    #expect(result.status != 0)
    // One line per error that starts with its file and position (the excerpts under it repeat the message).
    let messages = result.output.split(separator: "\n").filter {
      $0.contains(".swift:") && $0.contains("error: 'bind(key:toView:viewKey:)' is unavailable")
    }
    #expect(messages.count == 2, "\(result.output)")
    #expect(messages.allSatisfy { $0.contains("converter: .integerText") && $0.contains("converter: .decimalText") })
  }

  @Test func theHelpLeavesEveryRightBindAsItWas() throws {
    let result = try typecheck(
      """
      final class Order: BindableObject {
        @Bound var quantity = 1
        @Bound var note = ""
        var summary: String { "\\(quantity) × \\(note)" }
      }
      func bindAll(_ order: Order, _ field: TextField, _ label: Label, _ stepper: Stepper, _ other: TextField) {
        order.bind(key: \\.note, toView: field, viewKey: \\.text)
        order.bind(key: \\.summary, toView: label, viewKey: \\.text)
        order.bind(key: \\.quantity, toView: other, viewKey: \\.text, converter: .integerText)
        order.bind(key: \\.quantity, toView: stepper, viewKey: \\.value, converter: .numeric)
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  // The two main-actor mistakes get the compiler's own words, which Docs/GettingStarted.md quotes: Swift 6.3 gives a
  // library no way to attach a message of its own to an override it does not declare.

  @Test func overridingInitOnAMainActorModelGetsTheWordsTheGuideQuotes() throws {
    let result = try typecheck(
      """
      @MainActor final class Account: MainActorBindableObject {
        @Bound var name = ""
        override init() { super.init() }
      }
      """)
    #expect(result.status != 0)
    #expect(
      result.output.contains("initializer does not override a designated initializer from its superclass"),
      "\(result.output)")
  }

  @Test func aBindableObjectInADefaultMainActorModuleGetsTheWordsTheGuideQuotes() throws {
    let mistake = """
      final class Account: BindableObject {
        @Bound var name = ""
        override init() { super.init() }
      }
      """
    let result = try typecheck(mistake, extraArguments: ["-default-isolation", "MainActor"])
    #expect(result.status != 0)
    #expect(
      result.output.contains(
        "main actor-isolated initializer 'init()' has different actor isolation from nonisolated overridden declaration"
      ), "\(result.output)")
    // Either fix the guide names compiles: a main-actor model, or a nonisolated one.
    let fixed = try typecheck(
      """
      final class Account: MainActorBindableObject {
        @Bound var name = ""
        init() { super.init() }
      }
      nonisolated final class Ledger: BindableObject {
        @Bound var total = 0
        override init() { super.init() }
      }
      """, extraArguments: ["-default-isolation", "MainActor"])
    #expect(fixed.status == 0, "\(fixed.output)")
  }

  /// Type-checks `source` (after `import BindKit` and `import BindKitViews`) against this build's modules.
  private func typecheck(_ source: String, extraArguments: [String] = []) throws -> (status: Int32, output: String) {
    let executable = try #require(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(URL.init(fileURLWithPath:)))
    let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
    try #require(
      FileManager.default.fileExists(atPath: modules.appendingPathComponent("BindKit.swiftmodule").path),
      "no BindKit.swiftmodule in \(modules.path)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bindkit-help-\(UUID().uuidString).swift")
    try ("import BindKit\nimport BindKitViews\n" + source).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path] + extraArguments + [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
