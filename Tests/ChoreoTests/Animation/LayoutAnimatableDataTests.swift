import Choreo
import Foundation
import Testing

/// Reaches a scene's state from a test.
@MainActor
private final class ShiftControl {
  var shift: Binding<CGFloat>?
}

private func near(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-6
}

/// A layout whose width is its data: the views after it move as it animates.
private struct WidthLayout: Layout {
  var width: CGFloat

  nonisolated var animatableData: CGFloat {
    get { width }
    set { width = newValue }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: width, height: 20)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: bounds.origin, anchor: .topLeading,
        proposal: ProposedViewSize(width: width, height: 20))
    }
  }
}

private struct GrowingRow: View {
  let control: ShiftControl
  @State private var shift: CGFloat = 0

  var body: some View {
    control.shift = $shift
    return HStack(spacing: 0) {
      WidthLayout(width: shift) { Color.red }
      Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("after")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Places its subviews at x = shift, or shift² / 100: running it with interpolated data and
/// interpolating the frames it gives then differ.
private struct Shift: Layout {
  var shift: CGFloat
  var squared = false

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
        at: CGPoint(x: bounds.minX + (squared ? shift * shift / 100 : shift), y: bounds.minY),
        anchor: .topLeading, proposal: ProposedViewSize(width: 20, height: 20))
    }
  }
}

/// The shifted square alone, inside a lazy grid's cell, or inside a second shifted layout;
/// or shifted linearly beside a twin leaf moved by padding in the same transactions.
private struct ShiftScene: View {
  enum Kind { case alone, grid, nested, twin }
  let control: ShiftControl
  let kind: Kind
  @State private var shift: CGFloat = 0

  var body: some View {
    control.shift = $shift
    return ZStack(alignment: .topLeading) {
      switch kind {
      case .alone:
        Shift(shift: shift, squared: true) {
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
        }
      case .grid:
        LazyVGrid(columns: [GridItem(.fixed(300))], spacing: 0) {
          Shift(shift: shift, squared: true) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
          }
        }
      case .nested:
        Shift(shift: shift, squared: true) {
          Shift(shift: shift, squared: true) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
          }
        }
      case .twin:
        Shift(shift: shift) {
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("square")
        }
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("twin")
          .padding(.leading, shift)
          .frame(width: 300, height: 100, alignment: .topLeading)
      }
    }
    .frame(width: 300, height: 100, alignment: .topLeading)
  }
}

/// A custom `Layout` is `Animatable`: its data animates, and its container is laid out with
/// the presented data on every frame (§3).
@MainActor
@Suite("A custom layout's animatable data")
struct LayoutAnimatableDataTests {
  private func host(_ kind: ShiftScene.Kind = .alone) -> (ViewHost<ShiftScene>, ShiftControl) {
    let control = ShiftControl()
    return (
      ViewHost(ShiftScene(control: control, kind: kind), size: CGSize(width: 300, height: 100)),
      control
    )
  }

  private func squareX(_ host: ViewHost<ShiftScene>) throws -> CGFloat {
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
  /// A layout whose size is its data: the view after it follows the presented width.
  @Test func aLayoutsAnimatedSizeMovesItsSiblings() {
    let control = ShiftControl()
    let host = ViewHost(GrowingRow(control: control), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    #expect(host.snapshot(of: "after")?.frame.minX == 0)
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "after")?.frame.minX, 50))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "after")?.frame.minX == 100)
    #expect(host.animations.isEmpty)
  }

  @Test func aLayoutInALazyGridCellAnimatesItsData() {
    let control = ShiftControl()
    let host = ViewHost(
      ShiftScene(control: control, kind: .grid), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "square")?.frame.minX, 25))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "square")?.frame.minX == 100)
  }

  /// Outer and inner each place at shift² / 100: 25 + 25 halfway.
  @Test func nestedLayoutsBothAnimate() {
    let control = ShiftControl()
    let host = ViewHost(
      ShiftScene(control: control, kind: .nested), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { control.shift?.wrappedValue = 100 } }
    host.advance(to: 0.5)
    #expect(near(host.snapshot(of: "square")?.frame.minX, 50))
    host.advance(to: 1.5)
    #expect(host.snapshot(of: "square")?.frame.minX == 200)
  }

  @Test func aLayoutAnimationsCompletionFiresOnce() {
    let control = ShiftControl()
    let host = ViewHost(
      ShiftScene(control: control, kind: .nested), size: CGSize(width: 300, height: 100))
    var fired = 0
    host.update {
      withAnimation(.linear(duration: 1)) {
        control.shift?.wrappedValue = 100
      } completion: {
        fired += 1
      }
    }
    host.advance(to: 0.5)
    #expect(fired == 0)
    host.advance(to: 1.5)
    #expect(fired == 1)
    host.advance(to: 3)
    #expect(fired == 1)
  }

  /// A spring retargeted mid-way keeps its velocity, as a leaf frame's would; a change without
  /// animation mid-way shifts it, as a leaf frame's (§0, §2.2).
  @Test func retargetingALayoutMatchesALeafFrame() throws {
    let control = ShiftControl()
    let host = ViewHost(
      ShiftScene(control: control, kind: .twin), size: CGSize(width: 300, height: 100))
    host.update { withAnimation(.spring(duration: 1)) { control.shift?.wrappedValue = 100 } }
    host.advance(to: 0.3)
    host.update { withAnimation(.spring(duration: 1)) { control.shift?.wrappedValue = 0 } }
    for time in [0.4, 0.6, 0.9] {
      host.advance(to: time)
      let twin = try #require(host.snapshot(of: "twin")).frame.minX
      #expect(near(host.snapshot(of: "square")?.frame.minX, twin))
    }
    host.update { control.shift?.wrappedValue = 50 }
    for time in [1.0, 1.2] {
      host.advance(to: time)
      let twin = try #require(host.snapshot(of: "twin")).frame.minX
      #expect(near(host.snapshot(of: "square")?.frame.minX, twin))
    }
    host.advance(to: 10)
    #expect(host.snapshot(of: "square")?.frame.minX == 50)
    #expect(host.animations.isEmpty)
  }
}
