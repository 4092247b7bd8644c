// Mirrors: SwiftUI.View.hidden()
// Status: Complete

extension View {
  /// Hides this view: it keeps its place in layout, but is not drawn and takes no taps or
  /// drags (the views behind it take them).
  public func hidden() -> some View {
    modifier(HiddenModifier())
  }
}

/// Hides its content; lays it out unchanged.
struct HiddenModifier: ViewModifier, PassThroughModifier {
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A view hidden by `hidden()`.
protocol HidingView {}

extension ModifiedContent: HidingView where Content: View, Modifier == HiddenModifier {}
