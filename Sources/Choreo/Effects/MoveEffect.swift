import Foundation

/// Shifts content by its own size toward an edge: the effect of `AnyTransition.move(edge:)`.
///
/// `amount` 0 is in place, 1 a whole size away; it animates, and the shift follows the
/// view's size at every frame.
struct _MoveEffect: ViewModifier, Equatable {
  var edge: Edge
  var amount: CGFloat

  nonisolated var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _MoveEffect: RenderEffect {
  func apply(to drawing: inout DrawingEffect, in frame: @autoclosure () -> CGRect) {
    let frame = frame()
    let amount = amount.finite(or: 0)
    let shift: CGSize =
      switch edge {
      case .top: CGSize(width: 0, height: -frame.height * amount)
      case .bottom: CGSize(width: 0, height: frame.height * amount)
      case .leading: CGSize(width: -frame.width * amount, height: 0)
      case .trailing: CGSize(width: frame.width * amount, height: 0)
      }
    drawing.transform(by: CGAffineTransform(translationX: shift.width, y: shift.height))
  }
}
