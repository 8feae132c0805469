/// Compares two values when their type is `Equatable`, and reports "different" otherwise.
///
/// Called from always-inlined code, where `Value` is concrete: the cast folds away at compile time and the
/// comparison becomes the type's own `==`, with no copies.
@inlinable @inline(__always)
func isKnownEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let equatable = Value.self as? any Equatable.Type else { return false }
  return withUnsafePointer(to: lhs) { left in
    withUnsafePointer(to: rhs) { right in compareEquatable(equatable, UnsafeRawPointer(left), UnsafeRawPointer(right)) }
  }
}

@inlinable @inline(__always)
func compareEquatable<T: Equatable>(_ type: T.Type, _ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
  left.assumingMemoryBound(to: T.self).pointee == right.assumingMemoryBound(to: T.self).pointee
}

/// An equality test for `Value`, or nil when it is not `Equatable`. The conformance is looked up once, here,
/// so calling the test from unspecialised code costs one witness-table call of `==`.
@inline(__always)
func equalityTest<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = Value.self as? any Equatable.Type else { return nil }
  return { lhs, rhs in
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in compareEquatable(equatable, UnsafeRawPointer(left), UnsafeRawPointer(right))
      }
    }
  }
}

/// `isKnownEqual` for a closure made where `Value` is concrete (``ComputedReader``). The conformance found is
/// `EqualityOf<Value>`'s, whose `areEqual` is specialised for `Value` itself, so the values are compared with the
/// type's own `==` and copied as that type. (`isKnownEqual` opens `any Equatable.Type`, and the opened type's
/// values are copied through its value witnesses, even once specialised: about 70 instructions to compare two
/// `Bool`s.)
@inlinable @inline(__always)
func isKnownEqualByWitness<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let witness = EqualityOf<Value>.self as? any EqualityWitness.Type else { return false }
  return withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in witness.areEqual(left, right) } }
}

/// Compares two values of a type known only through a cast (see ``isKnownEqualByWitness(_:_:)``).
@usableFromInline
protocol EqualityWitness {
  static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

/// Conforms to ``EqualityWitness`` when `Compared` is `Equatable`.
@usableFromInline
enum EqualityOf<Compared> {}

extension EqualityOf: EqualityWitness where Compared: Equatable {
  @inlinable
  static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: Compared.self).pointee == rhs.assumingMemoryBound(to: Compared.self).pointee
  }
}
