import Foundation

/// What a leaf view draws: a filled or stroked path, with paint resolved for its environment.
///
/// This is what renderers and hit testing read from shapes and colours. Coordinates are the
/// view's own: the rectangle it was given to draw in.
package struct ShapeDrawing: Equatable, Sendable {
  /// The path and how it is painted.
  package enum Geometry: Equatable, Sendable {
    /// Fill `path` by `style`'s rule.
    case fill(Path, FillStyle)
    /// Stroke the centre line `path` with `style`.
    case stroke(Path, StrokeStyle, antialiased: Bool)
  }

  /// The path and how it is painted.
  package var geometry: Geometry
  /// The colour or gradient.
  package var paint: ResolvedPaint
  /// The rectangle a gradient's unit space maps to: the bounding rectangle of the path.
  package var paintBounds: CGRect

  package init(geometry: Geometry, paint: ResolvedPaint, paintBounds: CGRect) {
    self.geometry = geometry
    self.paint = paint
    self.paintBounds = paintBounds
  }

  /// The area that gets paint, as a path to fill with `fillStyle`: the path itself, or the
  /// stroke's outline.
  package var outline: (path: Path, fillStyle: FillStyle) {
    switch geometry {
    case .fill(let path, let style): return (path, style)
    case .stroke(let path, let style, let antialiased):
      return (path.strokedPath(style), FillStyle(antialiased: antialiased))
    }
  }

  /// Whether `point` lies in the painted area, by geometry alone.
  ///
  /// Paint is not consulted: a hit tester that follows SwiftUI, where views drawn fully
  /// transparent (`Color.clear`) do not take taps without a `contentShape`, checks
  /// `paint.isInvisible` as well.
  package func contains(_ point: CGPoint) -> Bool {
    let (path, style) = outline
    return path.contains(point, eoFill: style.isEOFilled)
  }
}

/// A leaf view that draws a shape: shape views and colours.
package protocol ShapeDrawingLeaf {
  /// What the view draws in `rect` (its frame in its own coordinates) in `environment`.
  func drawing(in rect: CGRect, environment: EnvironmentValues) -> ShapeDrawing
  /// What the view draws in `rect` in `environment`, painted with `presentedColor` if given:
  /// the colour its node shows now, which it has only while it paints with a solid colour
  /// (see `ViewNode.presentedColor`).
  func drawing(
    in rect: CGRect, environment: EnvironmentValues, presentedColor: Color.Resolved?
  ) -> ShapeDrawing
  /// Lays `drawing`, which the view drew, out again in `rect`: sets its geometry and paint
  /// bounds to what the view draws there, and keeps its paint, which does not depend on the
  /// rectangle.
  func reshape(_ drawing: inout ShapeDrawing, in rect: CGRect, environment: EnvironmentValues)
  /// Whether every view of the type fills exactly the rectangle it is given, as a colour
  /// does: its drawing in a rectangle is always that rectangle filled (`Path(rect)`, with the
  /// fill style of its drawing), with the rectangle as paint bounds. `false` unless a type
  /// says so.
  static var fillsItsRect: Bool { get }
}

extension ShapeDrawingLeaf {
  package static var fillsItsRect: Bool { false }

  package func drawing(
    in rect: CGRect, environment: EnvironmentValues, presentedColor: Color.Resolved?
  ) -> ShapeDrawing {
    var drawing = drawing(in: rect, environment: environment)
    if let presentedColor, case .color = drawing.paint { drawing.paint = .color(presentedColor) }
    return drawing
  }
}

/// A shape view: a shape leaf whose shape may have animatable data of its own and may be a
/// stroke.
@MainActor
protocol AnimatableShapeLeaf: ShapeDrawingLeaf {
  /// Whether the shape is a stroke (a conformance lookup: asked once per type).
  static var isStroke: Bool { get }
  /// The leaf with its shape's data at the value shown now.
  func presented(in node: ViewNode) -> Self
  /// What the leaf draws (see `drawing(in:environment:presentedColor:)`), its shape a stroke
  /// or not as `isStroke` says.
  func drawing(
    in rect: CGRect, environment: EnvironmentValues, presentedColor: Color.Resolved?,
    isStroke: Bool
  ) -> ShapeDrawing
  /// Lays `drawing` out again in `rect` (see `reshape(_:in:environment:)`), the shape a stroke
  /// or not as `isStroke` says.
  func reshape(
    _ drawing: inout ShapeDrawing, in rect: CGRect, environment: EnvironmentValues,
    isStroke: Bool)
}

/// Reports colour names missing from the registry, once per host and name.
@MainActor
enum MissingColorReport {
  static func report(_ names: [String], node: ViewNode) {
    for name in names {
      node.graph.diagnostics.report(
        "No color named \"\(name)\" is registered in the environment's ColorRegistry; "
          + "it draws magenta", at: nil)
    }
  }
}
