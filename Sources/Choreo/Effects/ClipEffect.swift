// Mirrors: SwiftUI.View.clipShape(_:style:), clipped(antialiased:), cornerRadius(_:antialiased:),
//          SwiftUI._ClipEffect
// Status: Complete

import Foundation

extension View {
  /// Draws only the part of this view inside `shape`, fitted to the view's frame.
  ///
  /// The shape's `animatableData` animates (a corner radius, say). Clipping changes what is
  /// drawn, not what takes taps: as in SwiftUI, give the view a `contentShape` to match.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipEffect(shape: shape, style: style))
  }

  /// Draws only the part of this view inside its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
  }

  /// Clips this view to a rounded rectangle of `radius` points (negative and non-finite radii
  /// count as 0).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(
      RoundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0),
      style: FillStyle(antialiased: antialiased))
  }
}

/// The effect of `clipShape(_:style:)`, `clipped(antialiased:)` and `cornerRadius(_:)`.
public struct _ClipEffect<ClipShape: Shape>: ViewModifier {
  /// The shape to clip to, fitted to the view's frame.
  public var shape: ClipShape
  /// Its fill rule and anti-aliasing.
  public var style: FillStyle

  /// A clip to `shape`.
  public init(shape: ClipShape, style: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
  }

  /// The shape's data.
  nonisolated public var animatableData: ClipShape.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }

  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _ClipEffect: RenderEffect {
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    let frame = frame()
    drawing.clips.append(
      DisplayList.Clip(path: shape.path(in: frame).applying(drawing.transform), style: style))
  }
}
