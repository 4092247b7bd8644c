// Mirrors: SwiftUI.Angle
// Status: Complete

import Foundation

/// A geometric angle whose value you can read in radians or degrees.
///
/// Angles are stored in radians. Nothing is normalized: 450° stays 450°, and arithmetic is
/// plain floating-point arithmetic on radians. Its animatable data is the radians multiplied by
/// 128, as SwiftUI's is (shared/reference/swiftui-semantics.md §0), so spring thresholds settle
/// when SwiftUI's do.
///
/// ```swift
/// let quarter = Angle(degrees: 90)
/// quarter.radians  // .pi / 2
/// ```
@frozen
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  @inlinable
  public var degrees: Double {
    get { radians * (180 / .pi) }
    set { radians = newValue * (.pi / 180) }
  }

  /// A zero angle.
  @inlinable
  public init() {
    self.init(radians: 0)
  }

  /// An angle of `radians` radians.
  @inlinable
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle of `degrees` degrees.
  @inlinable
  public init(degrees: Double) {
    self.init(radians: degrees * (.pi / 180))
  }

  /// An angle of `radians` radians.
  @inlinable
  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  /// An angle of `degrees` degrees.
  @inlinable
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  /// A zero angle.
  public static let zero = Angle()

  /// Orders angles by their value in radians.
  @inlinable
  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }
}

extension Angle: AdditiveArithmetic {
  /// The sum of two angles.
  @inlinable
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// Adds `rhs` to `lhs`.
  @inlinable
  public static func += (lhs: inout Angle, rhs: Angle) {
    lhs.radians += rhs.radians
  }

  /// The difference of two angles.
  @inlinable
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// Subtracts `rhs` from `lhs`.
  @inlinable
  public static func -= (lhs: inout Angle, rhs: Angle) {
    lhs.radians -= rhs.radians
  }

  /// The angle with the opposite sign.
  @inlinable
  public static prefix func - (angle: Angle) -> Angle {
    Angle(radians: -angle.radians)
  }

  /// The angle multiplied by `rhs`.
  @inlinable
  public static func * (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians * rhs)
  }

  /// The angle multiplied by `lhs`.
  @inlinable
  public static func * (lhs: Double, rhs: Angle) -> Angle {
    Angle(radians: lhs * rhs.radians)
  }

  /// The angle divided by `rhs`; dividing by zero gives ±∞ or NaN, as `Double` does.
  @inlinable
  public static func / (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians / rhs)
  }
}

extension Angle: Animatable {
  /// The angle in radians multiplied by 128, the unit scale SwiftUI animates angles in.
  ///
  /// Matches SwiftUI's `Angle.animatableData` (§0 of the semantics reference).
  public var animatableData: Double {
    get { radians * UnitPoint.unitScale }
    set { radians = newValue / UnitPoint.unitScale }
  }
}
