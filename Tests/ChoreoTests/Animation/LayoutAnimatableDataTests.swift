import Choreo
import Foundation
import Testing

/// Reaches a `ShiftedSquare`'s state from a test.
@MainActor
private final class ShiftControl {
  var shift: Binding<CGFloat>?
}

/// Places its one subview at x = shift² / 100, so that running it with interpolated data and
/// interpolating the frames it gives differ.
private struct SquareShift: Layout {
  var shift: CGFloat

  nonisolated var animatableData: CGFloat {
    get { shift }
    set { shift = newValue }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 300, height: 100)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.minX + shift * shift / 100, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: 20, height: 20))
    }
  }
}

private struct ShiftedSquare: View {
  let control: ShiftControl
  @State private var shift: CGFloat = 0

  var body: some View {
    control.shift = $shift
    return SquareShift(shift: shift) {
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
    }
  }
}

/// A custom `Layout` is `Animatable`: its data animates, and its container is laid out with
/// the presented data on every frame (§3).
@MainActor
@Suite("A custom layout's animatable data")
struct LayoutAnimatableDataTests {
  private func host() -> (ViewHost<ShiftedSquare>, ShiftControl) {
    let control = ShiftControl()
    return (
      ViewHost(ShiftedSquare(control: control), size: CGSize(width: 300, height: 100)), control
    )
  }

  private func squareX(_ host: ViewHost<ShiftedSquare>) throws -> CGFloat {
    try #require(host.snapshot(of: "square")).frame.minX
  }

  @Test func theLayoutRunsWithThePresentedData() throws {
    let (host, control) = host()
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    #expect(try squareX(host) == 0)
    host.advance(to: 0.5)
    // shift 50 halfway: x = 25, where interpolating the frames would give 50.
    #expect(abs(try squareX(host) - 25) < 1e-6)
    host.advance(to: 0.75)
    #expect(abs(try squareX(host) - 56.25) < 1e-6)
    host.advance(to: 1.5)
    #expect(try squareX(host) == 100)
    #expect(host.animations.isEmpty)
  }

  @Test func anUnanimatedChangeJumps() throws {
    let (host, control) = host()
    host.update { control.shift?.wrappedValue = 100 }
    #expect(try squareX(host) == 100)
    #expect(host.animations.isEmpty)
  }
}
