// Mirrors: SwiftUI._StrokedShape
// Status: Complete

import Foundation

/// A shape's outline stroked with a style: what `stroke(style:)` and `stroke(lineWidth:)`
/// return.
///
/// Its path is the stroke's outline (see `Path.strokedPath(_:)`); it animates its shape's data
/// and the style's (line width, miter limit, dash phase).
@frozen
public struct _StrokedShape<S: Shape>: Shape {
  /// The shape whose outline is stroked.
  public var shape: S
  /// How it is stroked.
  public var style: StrokeStyle

  /// Strokes `shape` with `style`.
  public init(shape: S, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  /// The outline of the stroke of `shape` in `rect`.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }

  /// `.stroke`.
  public static var role: ShapeRole { .stroke }

  /// The stroked shape's behaviour.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  /// The stroked shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape's data and the stroke style's.
  public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
    get { AnimatablePair(shape.animatableData, style.animatableData) }
    set {
      shape.animatableData = newValue.first
      style.animatableData = newValue.second
    }
  }
}

/// A shape that is a stroke of another: renderers may stroke its centre line themselves.
package protocol StrokedShapeProtocol {
  /// The path the stroke follows.
  func centerline(in rect: CGRect) -> Path
  /// How it is stroked.
  var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeProtocol {
  package func centerline(in rect: CGRect) -> Path {
    shape.path(in: rect)
  }

  package var strokeStyle: StrokeStyle { style }
}
