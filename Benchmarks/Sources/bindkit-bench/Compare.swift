import Foundation

/// Reads a `--json` result file: case name to (value, unit).
func readResults(_ path: String) -> [String: (value: Double, unit: String)]? {
  guard let data = FileManager.default.contents(atPath: path),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let results = object["results"] as? [[String: Any]]
  else { return nil }
  var table: [String: (value: Double, unit: String)] = [:]
  for entry in results {
    guard let name = entry["name"] as? String, let value = entry["value"] as? Double else { continue }
    table[name] = (value, entry["unit"] as? String ?? "")
  }
  return table
}

/// Prints each case's figure in both files and the ratio new / old, flagging a ratio beyond `factor` either way
/// (for `threads.*` a higher figure is better; for every other case a lower one). Returns the exit status.
func compare(oldPath: String, newPath: String, factor: Double) -> Int32 {
  guard let old = readResults(oldPath) else {
    FileHandle.standardError.write(Data("cannot read \(oldPath)\n".utf8))
    return 2
  }
  guard let new = readResults(newPath) else {
    FileHandle.standardError.write(Data("cannot read \(newPath)\n".utf8))
    return 2
  }
  print("comparing \(oldPath) (old) with \(newPath) (new); flagged: a change beyond \(format(factor))x")
  print(pad("case", 32) + pad("old", 12) + pad("new", 12) + pad("new/old", 10) + "unit")
  var names = new.keys.filter { old[$0] != nil }.sorted()
  names += new.keys.filter { old[$0] == nil }.sorted()
  names += old.keys.filter { new[$0] == nil }.sorted()
  var worse = 0
  var better = 0
  for name in names {
    let before = old[name]
    let after = new[name]
    let unit = after?.unit ?? before?.unit ?? ""
    var line = pad(name, 32) + pad(before.map { format($0.value) } ?? "-", 12)
    line += pad(after.map { format($0.value) } ?? "-", 12)
    if let before, let after, before.value > 0 {
      let ratio = after.value / before.value
      line += pad(format(ratio), 10) + unit
      let higherIsBetter = name.hasPrefix("threads.")
      if ratio > factor || ratio < 1 / factor {
        let improved = higherIsBetter ? ratio > 1 : ratio < 1
        line += improved ? "   better" : "   WORSE"
        if improved { better += 1 } else { worse += 1 }
      }
    } else {
      line += pad(before == nil ? "new case" : "removed", 10) + unit
    }
    print(line)
  }
  print("\n\(better) better, \(worse) worse beyond \(format(factor))x, \(names.count) cases")
  return 0
}
