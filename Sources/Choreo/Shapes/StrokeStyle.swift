// Mirrors: SwiftUI.StrokeStyle, CoreGraphics.CGLineCap, CoreGraphics.CGLineJoin
// Status: Complete

import Foundation

/// The characteristics of a stroke: its width, the shape of its ends and corners, and dashes.
///
/// Widths, limits and dash lengths are in points. Bad values are clamped where the stroke is
/// made (`Path.strokedPath(_:)`): a negative or non-finite width strokes nothing, negative or
/// non-finite dash lengths count as zero, and a dash pattern with no positive length (or one
/// that would cut a subpath into more than 100,000 pieces) draws a solid line. Its animatable data is (lineWidth, miterLimit, dashPhase), as SwiftUI's is.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
/// ```
@frozen
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the stroke, in points; 1 by default.
  public var lineWidth: CGFloat
  /// The shape of the ends of open subpaths and dashes; `.butt` by default.
  public var lineCap: CGLineCap
  /// The shape of corners; `.miter` by default.
  public var lineJoin: CGLineJoin
  /// The longest a miter may be, as a multiple of the line width, before the corner is
  /// beveled instead; 10 by default.
  public var miterLimit: CGFloat
  /// Alternating lengths of dashes and gaps, in points; empty (a solid line) by default.
  ///
  /// An odd count is repeated to make it even.
  public var dash: [CGFloat]
  /// How far into the dash pattern the stroke starts, in points; 0 by default.
  public var dashPhase: CGFloat

  /// Creates a stroke style; every argument has SwiftUI's default.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension StrokeStyle: Animatable {
  /// The line width, miter limit and dash phase, animated together.
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}

#if !canImport(CoreGraphics)
  /// The shape of the ends of a stroked line, as CoreGraphics defines it.
  ///
  /// Provided where CoreGraphics is missing, as on Linux.
  public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line ends exactly at its end point.
    case butt = 0
    /// A half circle of the line's width around the end point.
    case round = 1
    /// A half square of the line's width beyond the end point.
    case square = 2
  }

  /// The shape of the corners of a stroked line, as CoreGraphics defines it.
  ///
  /// Provided where CoreGraphics is missing, as on Linux.
  public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges meet in a point, up to the miter limit.
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corners are cut off by a straight line.
    case bevel = 2
  }
#endif
