// Mirrors: SwiftUI.AnyShape
// Status: Complete

import Foundation

/// A type-erased shape.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
public struct AnyShape: Shape {
  /// The wrapped shape.
  package let base: any Shape

  /// Wraps `shape` (an `AnyShape` is not wrapped twice).
  public init<S: Shape>(_ shape: S) {
    if let erased = shape as? AnyShape {
      base = erased.base
    } else {
      base = shape
    }
  }

  /// The wrapped shape's path.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect)
  }

  /// The wrapped shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    base.sizeThatFits(proposal)
  }

  /// The wrapped shape's behaviour.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }

  /// Nothing: the wrapped shape's data is not reachable through the erasure.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
