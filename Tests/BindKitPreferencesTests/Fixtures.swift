import BindKit
import BindKitPreferences
import Foundation
import Glibc

final class TestSettings: PreferenceStore {
  @Bound var serverName = "localhost"
  @Bound var port = 8080
  @Bound var tags: [String] = []

  override class var keys: [PreferenceKey] {
    [
      PreferenceKey("serverName", \TestSettings.serverName), PreferenceKey("port", \TestSettings.port),
      PreferenceKey("tags", \TestSettings.tags),
    ]
  }
}

/// A fresh folder under the temporary directory, removed by `cleanUp()`.
struct TemporaryFolder {
  let path: String
  init() {
    var template = Array((NSTemporaryDirectory() + "/bindkit-prefs-XXXXXX").utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }
  var file: URL { URL(fileURLWithPath: path + "/preferences.json") }
  func contents() -> String? { try? String(contentsOf: file, encoding: .utf8) }
  func write(_ text: String) { _ = FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) }
  func write(_ data: Data) { _ = FileManager.default.createFile(atPath: file.path, contents: data) }
  func json() -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
  func entries() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }
  func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}
