// Shared by the tests that check that a guide quotes its compiled examples as they are.

/// The code between each `// MARK: Guide: name` line of a test file and the next `// MARK:` line, dedented.
func guideBlocks(in source: String) -> [String: String] {
  var blocks: [String: String] = [:]
  var name: String?
  var lines: [Substring] = []
  func close() {
    guard let name else { return }
    let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    var body = lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }
    while body.first?.isEmpty == true { body.removeFirst() }
    while body.last?.isEmpty == true { body.removeLast() }
    blocks[name] = body.joined(separator: "\n")
  }
  for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix("// MARK: Guide: ") {
      close()
      name = String(trimmed.dropFirst("// MARK: Guide: ".count))
      lines = []
    } else if trimmed.hasPrefix("// MARK: -") {
      close()
      name = nil
    } else if name != nil {
      lines.append(line)
    }
  }
  close()
  return blocks
}
