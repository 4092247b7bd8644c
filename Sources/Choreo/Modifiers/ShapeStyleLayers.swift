// Mirrors: SwiftUI.View.background(_:ignoresSafeAreaEdges:), background(ignoresSafeAreaEdges:),
//          background(_:in:fillStyle:), background(in:fillStyle:),
//          overlay(_:ignoresSafeAreaEdges:), overlay(_:in:fillStyle:)
// Status: Partial (no safe areas: `ignoresSafeAreaEdges` has no effect; no separate
//         `InsettableShape` overloads, whose behaviour the `Shape` ones share)

import Foundation

extension View {
  /// Draws `style` behind this view, filling its bounds, without changing its size.
  ///
  /// Colours and gradients are views as well as styles; passed here they draw as styles, as in
  /// SwiftUI. The background takes taps where it paints (a clear style takes none), and they
  /// reach the gestures of this view and the views around it.
  ///
  /// Choreo has no safe areas, so `edges` changes nothing; it is accepted so that SwiftUI code
  /// compiles unchanged.
  ///
  /// ```swift
  /// Text("Flag").padding().background(.yellow)
  /// ```
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    styleLayer(style, in: Rectangle(), fillStyle: FillStyle(), isOverlay: false)
  }

  /// Draws the environment's background style behind this view, filling its bounds.
  ///
  /// The style is the one `backgroundStyle(_:)` set above, else the system background (white
  /// in light mode, black in dark mode). `edges` changes nothing: Choreo has no safe areas.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Draws `shape`, filled with `style`, behind this view, without changing its size.
  ///
  /// The shape's path is laid in this view's bounds (a circle in a wide view is as tall as the
  /// view and centred); it takes taps inside that path only.
  ///
  /// ```swift
  /// Text("Tag").padding(8).background(.blue, in: RoundedRectangle(cornerRadius: 8))
  /// ```
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    styleLayer(style, in: shape, fillStyle: fillStyle, isOverlay: false)
  }

  /// Draws `shape`, filled with the environment's background style, behind this view.
  ///
  /// The style is the one `backgroundStyle(_:)` set above, else the system background (white
  /// in light mode, black in dark mode).
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    styleLayer(BackgroundStyle(), in: shape, fillStyle: fillStyle, isOverlay: false)
  }

  /// Draws `style` in front of this view, filling its bounds, without changing its size.
  ///
  /// The overlay takes taps where it paints, in front of this view's content, and they reach
  /// the gestures of this view and the views around it. `edges` changes nothing: Choreo has no
  /// safe areas.
  ///
  /// ```swift
  /// photo.overlay(Color.black.opacity(0.2))
  /// ```
  public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    styleLayer(style, in: Rectangle(), fillStyle: FillStyle(), isOverlay: true)
  }

  /// Draws `shape`, filled with `style`, in front of this view, without changing its size.
  ///
  /// The shape's path is laid in this view's bounds; it takes taps inside that path only.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    styleLayer(style, in: shape, fillStyle: fillStyle, isOverlay: true)
  }

  private func styleLayer<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle, isOverlay: Bool
  ) -> some View {
    modifier(
      SecondaryLayerModifier(
        layer: ShapeStyleLayer(fill: _ShapeView(shape: shape, style: style, fillStyle: fillStyle)),
        alignment: .center, isOverlay: isOverlay))
  }
}

// MARK: - The layer

/// A shape filled with a style over all of the space it is offered: the secondary view of a
/// style background or overlay.
///
/// Unlike the shape as a view, it ignores the shape's own `sizeThatFits(_:)` (a circle's square),
/// so its frame is always the primary view's; the shape's path is laid in that frame.
nonisolated struct ShapeStyleLayer<Content: Shape, Style: ShapeStyle>: View {
  let fill: _ShapeView<Content, Style>

  @MainActor var body: Never { primitiveBody(of: Self.self) }
}

@MainActor
extension ShapeStyleLayer: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    fill.makeChildren(&children, node: node)
  }
}

@MainActor
extension ShapeStyleLayer: LeafLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
    ShapeSizing.filling(proposal)
  }
}

extension ShapeStyleLayer: ShapeDrawingLeaf {
  func drawing(in rect: CGRect, environment: EnvironmentValues) -> ShapeDrawing {
    fill.drawing(in: rect, environment: environment)
  }

  func reshape(_ drawing: inout ShapeDrawing, in rect: CGRect, environment: EnvironmentValues) {
    fill.reshape(&drawing, in: rect, environment: environment)
  }

  static var fillsItsRect: Bool { _ShapeView<Content, Style>.fillsItsRect }
}
