// Mirrors: SwiftUI.Color's View conformance
// Status: Complete

import Foundation

extension Color: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Color: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    var context = PaintContext(environment: children.inputs.environment)
    node.setAnimatablePaint(
      .color(resolve(provider, in: &context)), transaction: children.inputs.transaction)
    MissingColorReport.report(context.missingColorNames, node: node)
  }
}

extension Color: LeafLayout {
  /// All of the proposal (10 points for an unspecified dimension): a colour fills the space
  /// it is offered.
  package func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues)
    -> CGSize
  {
    ShapeSizing.filling(proposal)
  }
}

extension Color: ShapeDrawingLeaf {
  package func drawing(in rect: CGRect, environment: EnvironmentValues) -> ShapeDrawing {
    drawing(in: rect, environment: environment, presentedColor: nil)
  }

  package func drawing(
    in rect: CGRect, environment: EnvironmentValues, presentedColor: Color.Resolved?
  ) -> ShapeDrawing {
    // A presented colour replaces this one, which need not be resolved then.
    ShapeDrawing(
      geometry: .fill(Path(rect), FillStyle()),
      paint: presentedColor.map(ResolvedPaint.color) ?? resolvePaint(in: environment),
      paintBounds: rect)
  }

  package func reshape(
    _ drawing: inout ShapeDrawing, in rect: CGRect, environment: EnvironmentValues
  ) {
    drawing.geometry = .fill(Path(rect), FillStyle())
    drawing.paintBounds = rect
  }

  package static var fillsItsRect: Bool { true }
}
