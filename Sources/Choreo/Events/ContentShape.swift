// Mirrors: SwiftUI.View.contentShape(_:eoFill:)
// Status: Complete

extension View {
  /// Makes `shape`, laid in this view's frame, the area where this view takes taps, whatever
  /// its content draws (transparent areas included).
  ///
  /// Inside the shape, the views within still take taps where they are hit: a button in a row
  /// with a content shape keeps its action, and the row takes the taps around it.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
  }
}

struct ContentShapeModifier<S: Shape>: ViewModifier, PassThroughModifier, HitArea {
  let shape: S
  let eoFill: Bool

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
    let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    return shape.path(in: CGRect(origin: .zero, size: frame.size)).contains(local, eoFill: eoFill)
  }
}
