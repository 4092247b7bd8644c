// Mirrors: SwiftUI.UnitPoint
// Status: Complete

import Foundation

/// A point in a view's unit coordinate space: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one.
///
/// It lives in ChoreoAnimation because `UnitCurve.bezier(startControlPoint:endControlPoint:)`
/// takes its control points as unit points. Its animatable data is scaled by 128, as SwiftUI's
/// is, so spring thresholds (absolute, in animatable-data units) settle when SwiftUI's do.
///
/// ```swift
/// let anchor = UnitPoint(x: 0.25, y: 1)
/// ```
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, in units of the width (0 is leading, 1 is trailing).
  public var x: CGFloat
  /// The vertical position, in units of the height (0 is top, 1 is bottom).
  public var y: CGFloat

  /// Creates a unit point at the origin.
  @inlinable
  public init() {
    self.init(x: 0, y: 0)
  }

  /// Creates a unit point from its coordinates; values outside 0…1 lie outside the view.
  @inlinable
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
  /// The factor SwiftUI applies to unit points, angles and colours before animating them.
  package static let unitScale: Double = 128

  /// The point's coordinates, each multiplied by 128.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x * 128, y * 128) }
    set {
      x = newValue.first / 128
      y = newValue.second / 128
    }
  }
}
