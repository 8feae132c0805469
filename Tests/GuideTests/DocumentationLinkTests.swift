// Checks that the guides point at things that exist: the tests Docs/Semantics.md cites as proof, and the files the
// Markdown documents link to.

import FoundationEssentials
import Testing

/// The links in the documentation resolve.
@Suite struct DocumentationLinkTests {
  /// The repository's root folder.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/GuideTests/DocumentationLinkTests.swift
    return parts.joined(separator: "/")
  }()

  /// Guides that the README links to and that are being written; a link to one of them may dangle until it lands.
  static let plannedGuides: Set<String> = ["Editing.md", "Observation.md", "Reliability.md", "Performance.md"]

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root + "/" + path)
  }

  /// The Markdown documents at the root and in Docs/.
  static func markdownDocuments() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/Docs").filter { $0.hasSuffix(".md") }
    let top = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md"].filter(exists)
    return top + docs.sorted().map { "Docs/" + $0 }
  }

  @Test func everyTestSemanticsCitesExists() throws {
    let semantics = try Self.read("Docs/Semantics.md")
    var sources = ""
    for path in try FileManager.default.subpathsOfDirectory(atPath: Self.root + "/Tests") where path.hasSuffix(".swift")
    {
      sources += try Self.read("Tests/" + path)
    }
    let citation = try Regex(#"`([A-Z][A-Za-z]*Tests)\.([a-z][A-Za-z]*)`"#)
    var cited = 0
    for match in semantics.matches(of: citation) {
      let suite = String(semantics[match.output[1].range!])
      let test = String(semantics[match.output[2].range!])
      if test == "swift" { continue }  // a file name, `ComputedAndManualTests.swift`
      cited += 1
      let suiteExists = sources.contains("struct \(suite)")
      let testExists = sources.contains("func \(test)(")
      #expect(suiteExists, "Docs/Semantics.md cites the suite \(suite), which does not exist")
      #expect(testExists, "Docs/Semantics.md cites \(suite).\(test), which does not exist")
    }
    #expect(cited > 40)
  }

  @Test func everyRelativeLinkInTheDocumentsResolves() throws {
    let link = try Regex(#"\]\(([^)#:\s]+)(#[^)\s]*)?\)"#)
    for document in try Self.markdownDocuments() {
      let text = try Self.read(document)
      let folder = document.contains("/") ? String(document[..<document.lastIndex(of: "/")!]) + "/" : ""
      for match in text.matches(of: link) {
        let target = String(text[match.output[1].range!])
        let resolved = Self.normalize(folder + target)
        let name = resolved.split(separator: "/").last.map(String.init) ?? resolved
        if Self.plannedGuides.contains(name) && !Self.exists(resolved) { continue }
        let found = Self.exists(resolved)
        #expect(found, "\(document) links to \(target), which does not exist")
      }
    }
  }

  /// `Docs/../Tests/x` as `Tests/x`.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." {
        parts.removeLast()
      } else if part != "." {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
