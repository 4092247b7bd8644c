@testable import Choreo

/// A leaf of a fixed size, whatever it is offered.
struct Block: View, PrimitiveView, LeafLayout {
  var width: CGFloat
  var height: CGFloat

  var body: Never { primitiveBody(of: Self.self) }
  func makeChildren(_ children: inout ChildList, node: ViewNode) {}

  func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
    CGSize(width: width, height: height)
  }
}

/// A leaf that takes whatever it is offered (10 × 10 when unspecified), like a shape.
struct Fill: View, PrimitiveView, LeafLayout {
  var body: Never { primitiveBody(of: Self.self) }
  func makeChildren(_ children: inout ChildList, node: ViewNode) {}

  func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

extension ViewHost {
  /// The frame of `identifier`, or a NaN rect so a failed lookup fails the comparison.
  func rect(_ identifier: String) -> CGRect {
    frame(of: identifier) ?? CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)
  }
}
