// Checks that the folders of Sources/BindKit are layers, as Docs/Internals.md draws them: a file uses the names
// declared at the top level of its own folder's files and of the folders below it, never of a folder above it or
// beside it.

import FoundationEssentials
import Testing

/// The folders of `Sources/BindKit` are layers with no cycles.
@Suite struct FolderLayerTests {
  /// Each folder's layer, lowest first; folders of one layer may not use each other.
  static let layers: [String: Int] = [
    "Support": 0, "Diagnostics": 1, "Core": 2, "ViewContract": 3, "Binding": 4,
    "Editing": 5, "Observation": 5, "Actions": 5,
  ]

  /// One Swift file: its folder, its path inside `Sources/BindKit`, and its text.
  struct SourceFile {
    let folder: String
    let path: String
    let text: String
  }

  /// A file that uses a name declared in a folder above its own, or beside it.
  struct Violation: CustomStringConvertible {
    let file: String
    let name: String
    let declaredIn: String

    var description: String { "\(file) uses \(name), declared in \(declaredIn)" }
  }

  static let keywords: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "typealias", "func", "let", "var",
  ]
  static let modifiers: Set<String> = [
    "public", "package", "internal", "private", "fileprivate", "final", "open", "indirect", "nonisolated",
    "static", "borrowing", "consuming", "mutating",
  ]

  /// `text` without comments and without the contents of string literals, so that only code is searched.
  static func code(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    var inString = false
    while index < text.endIndex {
      let rest = text[index...]
      if inString {
        if rest.hasPrefix("\\") {
          index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
          continue
        }
        if rest.hasPrefix("\"") || rest.hasPrefix("\n") { inString = false }
        if rest.hasPrefix("\n") { result.append("\n") }
        index = text.index(after: index)
      } else if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? text.endIndex
      } else if rest.hasPrefix("/*") {
        index = rest.firstRange(of: "*/")?.upperBound ?? text.endIndex
      } else {
        if rest.hasPrefix("\"") { inString = true }
        result.append(text[index])
        index = text.index(after: index)
      }
    }
    return result
  }

  /// The identifiers in `code`.
  static func identifiers(_ code: String) -> [Substring] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }

  /// The names a file declares at its top level (types, functions, constants and variables; not extensions).
  static func topLevelNames(_ code: String) -> [String] {
    var names: [String] = []
    for line in code.split(separator: "\n") where line.first.map({ $0.isLetter || $0 == "@" }) ?? false {
      var words = identifiers(String(line))[...]
      // Attributes' names and arguments (`@usableFromInline`, `@available(*, deprecated)`) come first.
      while let first = words.first, !keywords.contains(String(first)),
        modifiers.contains(String(first))
          || line.contains("@\(first)") || first == "deprecated" || first == "message" || first == "renamed"
      {
        words = words.dropFirst()
      }
      guard let keyword = words.first, keywords.contains(String(keyword)),
        let after = line.firstRange(of: "\(keyword) ")?.upperBound
      else { continue }
      // The name right after the keyword; an operator (`func <=>`) has none.
      let name = line[after...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.append(String(name)) }
    }
    return names
  }

  /// The violations among `files`: each use of a name that only a folder above the file's, or beside it, declares.
  static func violations(in files: [SourceFile]) -> [Violation] {
    var declared: [String: [(folder: String, path: String)]] = [:]
    for file in files {
      for name in topLevelNames(code(file.text)) { declared[name, default: []].append((file.folder, file.path)) }
    }
    var found: [Violation] = []
    for file in files {
      guard let layer = layers[file.folder] else { continue }
      let used = Set(identifiers(code(file.text)).map(String.init))
      for name in used.sorted() {
        guard let places = declared[name] else { continue }
        // A name declared in the file's folder or below (an overload, a shadowing local type) is not a use of the
        // folder above.
        if places.contains(where: { $0.folder == file.folder || (layers[$0.folder] ?? .max) < layer }) { continue }
        found.append(Violation(file: file.path, name: name, declaredIn: places[0].path))
      }
    }
    return found
  }

  /// The Swift files of `Sources/BindKit`.
  static func sources() throws -> [SourceFile] {
    let root = DocumentationLinkTests.root + "/Sources/BindKit"
    return try FileManager.default.subpathsOfDirectory(atPath: root).sorted().compactMap { path in
      guard path.hasSuffix(".swift"), let slash = path.firstIndex(of: "/") else { return nil }
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      return SourceFile(folder: String(path[..<slash]), path: path, text: text)
    }
  }

  @Test func everyFolderOfTheLibraryIsALayer() throws {
    let files = try Self.sources()
    #expect(Set(files.map(\.folder)) == Set(Self.layers.keys), "a folder was added or renamed: give it a layer")
    let violations = Self.violations(in: files)
    #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
  }

  @Test func theCheckFindsAUseOfAFolderAboveOrBeside() {
    let files = [
      SourceFile(
        folder: "Binding", path: "Binding/Binder.swift",
        text: "enum Binder {}\npublic func <=> <Value>(left: Value, right: Value) {}\n"),
      SourceFile(
        folder: "Core", path: "Core/Box.swift",
        text:
          "final class Box<Value> {\n  // Binder in a comment\n  let name = \"Binder\"\n  func f() { Binder.x }\n}\n"),
      SourceFile(folder: "Editing", path: "Editing/Undo.swift", text: "@usableFromInline final class Undo {}\n"),
      SourceFile(folder: "Observation", path: "Observation/Watch.swift", text: "let watch = Undo()\n"),
      SourceFile(folder: "Editing", path: "Editing/Use.swift", text: "let box = Box()\nfunc g() { Binder.x }\n"),
    ]
    let found = Self.violations(in: files).map(\.description)
    #expect(
      found == [
        "Core/Box.swift uses Binder, declared in Binding/Binder.swift",
        "Observation/Watch.swift uses Undo, declared in Editing/Undo.swift",
      ])
  }
}
