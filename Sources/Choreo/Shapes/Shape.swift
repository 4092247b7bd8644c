// Mirrors: SwiftUI.Shape, SwiftUI.ShapeRole, SwiftUI.LayoutDirectionBehavior
// Status: Complete (shape modifiers such as trim, offset and rotation are not here yet)

import Foundation

/// A 2D shape that draws itself as a path in the rectangle it is given.
///
/// A shape used as a view fills with the foreground style (the primary colour unless
/// `.foregroundStyle(_:)` says otherwise) and takes the size `sizeThatFits(_:)` answers: all of
/// the proposal by default, 10 points for an unspecified dimension. Shapes animate through
/// their `animatableData`, and through their frame.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// The outline of this shape in `rect`, in the coordinates `rect` is given in.
  func path(in rect: CGRect) -> Path

  /// What the shape is drawn as, which styles can react to; `.fill` by default.
  static var role: ShapeRole { get }

  /// Whether the shape mirrors in right-to-left layouts; `.mirrors` by default.
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }

  /// The size of the view that draws this shape when offered `proposal`.
  ///
  /// By default, the proposal with unspecified dimensions replaced by 10.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// `.fill`.
  public static var role: ShapeRole { .fill }

  /// `.mirrors`: the path is flipped horizontally in right-to-left layouts.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  /// The proposal, with unspecified dimensions replaced by 10; negative or NaN dimensions
  /// become 0 (an infinite proposal gives an infinite size, as in SwiftUI).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    ShapeSizing.filling(proposal)
  }

  /// The shape filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }
}

/// What a shape is drawn as.
public enum ShapeRole: Hashable, Sendable {
  /// The shape is filled.
  case fill
  /// The shape is stroked.
  case stroke
  /// The shape separates content.
  case separator
}

/// How a shape behaves in right-to-left layouts.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// The shape is drawn as its path says in every layout direction.
  case fixed
  /// The shape is mirrored horizontally when the layout direction is `layoutDirection`.
  case mirrors(in: LayoutDirection)

  /// Mirrored in right-to-left layouts.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// How built-in shapes and colours size themselves.
enum ShapeSizing {
  /// `dimension` with NaN and negative values made 0.
  static func clamped(_ dimension: CGFloat) -> CGFloat {
    dimension.isNaN ? 0 : max(0, dimension)
  }

  /// The whole proposal, 10 for unspecified dimensions, clamped.
  static func filling(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    return CGSize(width: clamped(size.width), height: clamped(size.height))
  }
}
