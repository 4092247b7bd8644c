// Mirrors: SwiftUI.EmptyAnimatableData
// Status: Complete

/// The animatable data of a type that has nothing to animate; every operation is a no-op.
///
/// Attributes whose data is empty never get an animator.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Creates the empty value.
  @inlinable
  public init() {}

  @inlinable
  public static var zero: Self { Self() }

  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }

  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }

  @inlinable
  public mutating func scale(by rhs: Double) {}

  /// Always 0.
  @inlinable
  public var magnitudeSquared: Double { 0 }
}
