// A process that writes a preferences file, for the tests that kill it, race two of it, or limit its file size.
//
//   PreferenceWriter PATH loop          writes counter = 1, 2, 3... with a payload of varying size, forever
//   PreferenceWriter PATH key NAME N    sets key NAME ("a" or "b") to 1...N, flushing after each
//   PreferenceWriter PATH fsize BYTES   limits its files to BYTES, writes a larger value, prints the write error
//   PreferenceWriter PATH write N       prints its user id, sets counter to N, writes once, prints the outcome and
//                                       the warnings logged
//   PreferenceWriter app NAME N         the same in the store's default file for the app NAME, printing its path
import BindKit
import BindKitPreferences
import Foundation
import Glibc

final class WriterSettings: PreferenceStore {
  @Bound var counter = 0
  @Bound var payload = ""
  @Bound var a = 0
  @Bound var b = 0

  override class var keys: [PreferenceKey] {
    [
      PreferenceKey("counter", \WriterSettings.counter), PreferenceKey("payload", \WriterSettings.payload),
      PreferenceKey("a", \WriterSettings.a), PreferenceKey("b", \WriterSettings.b),
    ]
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: PreferenceWriter PATH loop|key NAME N|fsize BYTES|write N, or app NAME N\n".utf8))
  exit(2)
}

/// Sets counter to `value` and writes once, printing the user id, the warnings logged and the outcome.
func writeOnce(_ settings: WriterSettings, _ value: Int) {
  print("uid: \(getuid())")
  BindKitDiagnostics.setLogHandler { level, message in print("[\(level)] \(message)") }
  settings.counter = value
  let written = settings.flush()
  print(written ? "written \(settings.fileURL.path)" : "error: \(settings.writeError ?? "none")")
  print("kept: \(settings.counter)")
}

if arguments[1] == "app", arguments.count == 4 {
  writeOnce(WriterSettings(appName: arguments[2]), Int(arguments[3]) ?? 0)
  exit(0)
}
let settings = WriterSettings(fileURL: URL(fileURLWithPath: arguments[1]))
switch arguments[2] {
case "loop":
  var generator = SystemRandomNumberGenerator()
  while true {
    settings.counter += 1
    settings.payload = String(repeating: "x", count: Int.random(in: 0...60_000, using: &generator))
    if !settings.flush() { exit(1) }
  }
case "key" where arguments.count == 5:
  let count = Int(arguments[4]) ?? 0
  for value in 1...max(count, 1) {
    if arguments[3] == "a" { settings.a = value } else { settings.b = value }
    if !settings.flush() { exit(1) }
  }
case "fsize" where arguments.count == 4:
  signal(SIGXFSZ, SIG_IGN)
  var limit = rlimit(rlim_cur: rlim_t(arguments[3]) ?? 0, rlim_max: rlim_t(arguments[3]) ?? 0)
  setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
  settings.payload = String(repeating: "y", count: 100_000)
  let written = settings.flush()
  print(written ? "written" : "error: \(settings.writeError ?? "none")")
  print("kept: \(settings.payload.count)")
case "write" where arguments.count == 4:
  writeOnce(settings, Int(arguments[3]) ?? 0)
default:
  exit(2)
}
