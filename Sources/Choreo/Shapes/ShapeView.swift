// Mirrors: SwiftUI._ShapeView
// Status: Complete

import Foundation

/// A shape filled with a style: what `Shape.fill(_:style:)` returns, and what a shape used
/// as a view draws.
///
/// A leaf view: it takes the size its shape's `sizeThatFits(_:)` answers and has no children.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// The shape drawn.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How the fill is done.
  public var fillStyle: FillStyle

  /// Fills `shape` with `style`.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

@MainActor
extension _ShapeView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    // The shape's own data (a corner size, say) animates like any attribute (§3).
    node.setAnimatable(shape.animatableData, for: .shape, transaction: children.inputs.transaction)
    var context = PaintContext(environment: children.inputs.environment)
    node.setAnimatablePaint(style.paint(in: &context), transaction: children.inputs.transaction)
    MissingColorReport.report(context.missingColorNames, node: node)
  }
}

@MainActor
extension _ShapeView: LeafLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues)
    -> CGSize
  {
    shape.sizeThatFits(proposal)
  }
}

@MainActor
extension _ShapeView: AnimatableShapeLeaf {
  nonisolated static var isStroke: Bool { Content.self is any StrokedShapeProtocol.Type }

  func presented(in node: ViewNode) -> Self {
    var shown = self
    shown.shape.animatableData = node.presented(.shape, model: shape.animatableData)
    return shown
  }
}

extension _ShapeView: ShapeDrawingLeaf {
  /// A filled `Rectangle`: its path is the rectangle itself, never mirrored.
  package static var fillsItsRect: Bool { Content.self == Rectangle.self }

  package func drawing(in rect: CGRect, environment: EnvironmentValues) -> ShapeDrawing {
    drawing(in: rect, environment: environment, presentedColor: nil)
  }

  package func drawing(
    in rect: CGRect, environment: EnvironmentValues, presentedColor: Color.Resolved?
  ) -> ShapeDrawing {
    drawing(
      in: rect, environment: environment, presentedColor: presentedColor, isStroke: Self.isStroke)
  }

  package func drawing(
    in rect: CGRect, environment: EnvironmentValues, presentedColor: Color.Resolved?,
    isStroke: Bool
  ) -> ShapeDrawing {
    // A presented colour replaces the style's paint, which need not be resolved then.
    let paint = presentedColor.map(ResolvedPaint.color) ?? style.resolvePaint(in: environment)
    let (geometry, bounds) = geometry(in: rect, environment: environment, isStroke: isStroke)
    return ShapeDrawing(geometry: geometry, paint: paint, paintBounds: bounds)
  }

  package func reshape(
    _ drawing: inout ShapeDrawing, in rect: CGRect, environment: EnvironmentValues
  ) {
    reshape(&drawing, in: rect, environment: environment, isStroke: Self.isStroke)
  }

  package func reshape(
    _ drawing: inout ShapeDrawing, in rect: CGRect, environment: EnvironmentValues,
    isStroke: Bool
  ) {
    (drawing.geometry, drawing.paintBounds) = geometry(
      in: rect, environment: environment, isStroke: isStroke)
  }

  /// The path the view draws in `rect`, filled or stroked, and its bounding rectangle.
  private func geometry(in rect: CGRect, environment: EnvironmentValues, isStroke: Bool)
    -> (ShapeDrawing.Geometry, bounds: CGRect)
  {
    var path: Path
    var strokeStyle: StrokeStyle?
    if isStroke, let stroked = shape as? any StrokedShapeProtocol {
      path = stroked.centerline(in: rect)
      strokeStyle = stroked.strokeStyle
    } else {
      path = shape.path(in: rect)
    }
    if case .mirrors(let direction) = shape.layoutDirectionBehavior,
      direction == environment.layoutDirection
    {
      path = path.applying(
        CGAffineTransform(translationX: 2 * rect.midX, y: 0).scaledBy(x: -1, y: 1))
    }
    // Bounds first: the path then moves into the geometry without a copy.
    let bounds = path.boundingRect
    if let strokeStyle {
      return (.stroke(path, strokeStyle, antialiased: fillStyle.isAntialiased), bounds)
    }
    return (.fill(path, fillStyle), bounds)
  }
}
