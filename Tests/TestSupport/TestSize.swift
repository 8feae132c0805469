internal import Glibc

/// The size knobs of the fuzz loops and the durability loops, read from the environment, so that CI runs them at a
/// size it sets and a person can run them longer (Docs/Reliability.md lists every knob). The property-based and
/// stress tests read knobs of their own.
public enum TestSize {
  /// How many times its default size each fuzz loop runs: `BINDKIT_FUZZ_SCALE` (1 by default; 10 with
  /// `BINDKIT_SOAK=1`). Random script lines and bytes fed to the demo, random bytes fed to the key decoder, random
  /// collection edits.
  public static var fuzz: Int { scale("BINDKIT_FUZZ_SCALE") }

  /// How many times its default number of rounds each durability loop of the concurrency tests runs:
  /// `BINDKIT_DURABILITY_SCALE` (1 by default; 10 with `BINDKIT_SOAK=1`).
  public static var durability: Int { scale("BINDKIT_DURABILITY_SCALE") }

  /// The integer value of `name` (underscores allowed: `1_000_000`), if it is set and parses.
  public static func integer(_ name: String) -> Int? {
    guard let raw = getenv(name) else { return nil }
    return Int(String(cString: raw).filter { $0 != "_" })
  }

  /// Whether `BINDKIT_SOAK` asks for the long runs (set, and not `0`).
  public static var isSoak: Bool {
    guard let raw = getenv("BINDKIT_SOAK") else { return false }
    let value = String(cString: raw)
    return !value.isEmpty && value != "0"
  }

  private static func scale(_ name: String) -> Int {
    integer(name).map { max(1, $0) } ?? (isSoak ? 10 : 1)
  }
}
