import BindKit
import Glibc

/// A small, seeded random number generator (SplitMix64), so that a random run repeats exactly from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`, where earlier numbers are likelier (each about twice as likely as the next).
  mutating func skewed(below count: Int) -> Int {
    for index in 0..<(count - 1) where Bool.random(using: &self) { return index }
    return count - 1
  }
}

/// Reads the tests' tuning knobs from the environment.
enum Environment {
  /// The value of `name`, if it is set and not empty.
  static func string(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    let value = String(cString: raw)
    return value.isEmpty ? nil : value
  }

  /// The integer value of `name` (underscores allowed: `1_000_000`), if it is set and parses.
  static func integer(_ name: String) -> Int? {
    string(name).flatMap { Int($0.filter { $0 != "_" }) }
  }

  /// Whether `BINDKIT_SOAK` asks for the long runs.
  static var isSoak: Bool {
    guard let value = string("BINDKIT_SOAK") else { return false }
    return value != "0"
  }
}

/// The monotonic clock, in seconds, for progress and time limits.
func secondsNow() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Writes a line to standard error at once (a test that is about to fail or stop the process says why first).
func report(_ line: String) {
  let text = line + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { buffer in
    write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
  }
}
