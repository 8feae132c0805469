/// A small, seeded random number generator (SplitMix64), so that a random run repeats exactly from its seed.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose numbers follow from `seed` alone.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`, where earlier numbers are likelier (each about twice as likely as the next).
  public mutating func skewed(below count: Int) -> Int {
    for index in 0..<(count - 1) where Bool.random(using: &self) { return index }
    return count - 1
  }
}
