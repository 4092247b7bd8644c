// Mirrors: SwiftUI.EmptyAnimatableData
// Status: Complete

/// The animatable data of a type that has nothing to animate; every operation is a no-op.
///
/// Attributes whose data is empty never get an animator.
///
/// ```swift
/// struct Caption: Animatable {
///   var text: String
///   typealias AnimatableData = EmptyAnimatableData  // text changes jump; nothing interpolates
/// }
/// ```
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Creates the empty value.
  @inlinable
  public init() {}

  /// The empty value; every empty value is zero.
  @inlinable
  public static var zero: Self { Self() }

  /// Returns the empty value: there is nothing to add.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }

  /// Does nothing: there is nothing to add.
  @inlinable
  public static func += (lhs: inout Self, rhs: Self) {}

  /// Returns the empty value: there is nothing to subtract.
  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }

  /// Does nothing: there is nothing to subtract.
  @inlinable
  public static func -= (lhs: inout Self, rhs: Self) {}

  /// Does nothing, whatever `rhs` is (NaN and ∞ included): there is nothing to scale.
  @inlinable
  public mutating func scale(by rhs: Double) {}

  /// Always 0.
  @inlinable
  public var magnitudeSquared: Double { 0 }
}
