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

  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  @inlinable
  public static func += (lhs: inout Self, rhs: Self) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }

  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  @inlinable
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }

  @inlinable
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  @inlinable
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
  public var description: String { "(\(first), \(second))" }
}
