// The code of the section "To-many properties" in Docs/Observation.md, compiled and run. Edit the snippet here and in
// the guide together: the lines from each `// MARK: Guide:` comment to the next `// MARK:` are the guide's, and the comments after each
// call are the lines it prints, checked below.

import BindKit
import Foundation
import Testing

// MARK: Guide: to-many properties (the model)
final class ServerSettings: BindableObject {
  @Bound var servers = ["alpha", "beta", "gamma"]
  @Bound var selectedServer: Int? = nil
}
// MARK: -

/// The lines the guide's snippet prints.
private final class PrintedLines {
  var lines: [String] = []
}

/// Docs/Observation.md, "To-many properties".
@Suite struct ObservationGuideTests {
  @Test func theToManySnippetPrintsWhatTheGuideSays() {
    let printed = PrintedLines()
    func print(_ items: Any...) { printed.lines.append(items.map { "\($0)" }.joined(separator: " ")) }

    // MARK: Guide: to-many properties
    let settings = ServerSettings()
    settings.observe(\.servers, options: [.old, .new]) { _, change in
      print(
        change.kind, change.indexes.map { Array($0.ranges) } ?? [], change.removedElements ?? [],
        change.insertedElements ?? [])
    }
    settings.mutate(\.servers) { $0.insert("db", at: 0) }
    // insertion [Range(0..<1)] [] ["db"]
    settings.mutate(\.servers) { $0.remove(at: 2) }
    // removal [Range(2..<3)] ["beta"] []
    settings.mutate(\.servers) { $0[0] = "DB" }
    // replacement [Range(0..<1)] ["db"] ["DB"]
    settings.mutate(\.servers) { servers in
      servers.remove(at: 0)
      servers.append("cache")
    }
    // replacement [Range(0..<1)] ["DB"] ["cache"]: removed [0], then inserted [2] (the combined form)
    settings.servers = ["alpha", "gamma", "delta"]
    // replacement [Range(2..<3)] ["cache"] ["delta"]: a whole assignment, as a difference
    // MARK: -

    #expect(
      printed.lines == [
        #"insertion [Range(0..<1)] [] ["db"]"#,
        #"removal [Range(2..<3)] ["beta"] []"#,
        #"replacement [Range(0..<1)] ["db"] ["DB"]"#,
        #"replacement [Range(0..<1)] ["DB"] ["cache"]"#,
        #"replacement [Range(2..<3)] ["cache"] ["delta"]"#,
      ])
  }
}

/// Docs/Observation.md quotes the code of this file as it is.
@Suite struct ObservationGuideQuoteTests {
  @Test func theGuideQuotesTheCompiledExamples() throws {
    let testFile = String(#filePath)
    let source = try String(decoding: Data(contentsOf: URL(fileURLWithPath: testFile)), as: UTF8.self)
    var root = testFile
    for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
    let guide = try String(
      decoding: Data(contentsOf: URL(fileURLWithPath: root + "/Docs/Observation.md")), as: UTF8.self)
    let blocks = guideBlocks(in: source)
    #expect(blocks.count == 2)
    for (name, code) in blocks {
      let isQuoted = guide.contains("```swift\n" + code + "\n```")
      #expect(isQuoted, "Docs/Observation.md does not quote the '\(name)' example as this file has it")
    }
  }
}
