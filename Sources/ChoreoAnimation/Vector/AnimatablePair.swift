// Mirrors: SwiftUI.AnimatablePair
// Status: Complete

/// A pair of animatable values, which is itself animatable: how several values animate as one.
///
/// `magnitudeSquared` is the sum of both halves' squared magnitudes, so a pair behaves like the
/// concatenation of its two vectors.
///
/// ```swift
/// typealias RectData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Creates a pair from its two values.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair whose halves are both zero.
  @inlinable
  public static var zero: Self { Self(.zero, .zero) }

  /// Returns the pair of the halves' sums.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Adds each half of `rhs` to the same half of `lhs`.
  @inlinable
  public static func += (lhs: inout Self, rhs: Self) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }

  /// Returns the pair of the halves' differences.
  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Subtracts each half of `rhs` from the same half of `lhs`.
  @inlinable
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }

  /// Multiplies both halves by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both halves' squared magnitudes: the dot product of the pair with itself (§3).
  @inlinable
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
  /// Both halves in parentheses, such as `(1.0, 2.0)`.
  public var description: String { "(\(first), \(second))" }
}
