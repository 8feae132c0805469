// Docs/Terminal.md quotes TerminalGuideTests.swift: its `// MARK: Guide:` blocks, and the output of its script.

import Foundation
import Testing

/// Docs/Terminal.md quotes the code of TerminalGuideTests.swift, and the script's output, as they are.
@Suite struct TerminalGuideQuoteTests {
  @Test func theGuideQuotesTheCompiledExamples() throws {
    let testFile = String(#filePath.dropLast("TerminalGuideQuoteTests.swift".count)) + "TerminalGuideTests.swift"
    let source = try String(decoding: Data(contentsOf: URL(fileURLWithPath: testFile)), as: UTF8.self)
    var root = testFile
    for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
    let guide = try String(
      decoding: Data(contentsOf: URL(fileURLWithPath: root + "/Docs/Terminal.md")), as: UTF8.self)
    let blocks = guideBlocks(in: source)
    #expect(blocks.count == 5)
    for (name, code) in blocks {
      let isQuoted = guide.contains("```swift\n" + code + "\n```")
      #expect(isQuoted, "Docs/Terminal.md does not quote the '\(name)' example as this file has it")
    }
    #expect(guide.contains("```\n" + TerminalGuideTests.scriptOutput + "```"), "the script's output")
  }
}
