import Choreo
import Foundation
import Testing

/// Reaches a `Shelf`'s state, and its modifiers', from a test.
@MainActor
private final class ShelfControls {
  var isShown: Binding<Bool>?
  var value: Binding<Double>?
  var bodies = 0
  var taps = 0
  /// The amounts `Dim`'s bodies saw.
  var amounts: [Double] = []
}

/// What a `Shelf` shows while shown.
private enum Item {
  /// A block under an Animatable modifier that dims by `value` and slides in and out.
  case animatableSliding
  /// A block under an Animatable modifier that dims by `value` and fades in and out.
  case animatableFading
  /// A tappable block under a counted modifier stating a slide.
  case tappable
}

/// A 40 × 20 base with an item on it while `isShown`.
private struct Shelf: View {
  let controls: ShelfControls
  let item: Item
  @State private var isShown = false
  @State private var value = 0.0

  var body: some View {
    controls.isShown = $isShown
    controls.value = $value
    return ZStack(alignment: .topLeading) {
      Block(width: 40, height: 20)
      if isShown {
        switch item {
        case .animatableSliding:
          Block(width: 20, height: 20).accessibilityIdentifier("item")
            .modifier(Dim(amount: value, slides: true, controls: controls))
        case .animatableFading:
          Block(width: 20, height: 20).accessibilityIdentifier("item")
            .modifier(Dim(amount: value, slides: false, controls: controls))
        case .tappable:
          Block(width: 20, height: 20).accessibilityIdentifier("item")
            .onTapGesture { controls.taps += 1 }
            .modifier(Counted(controls: controls))
        }
      }
    }
  }
}

/// Dims its content by `amount` (animatable, recorded per body), sliding in from the right if
/// `slides`.
private struct Dim: ViewModifier, Animatable {
  var amount: Double
  let slides: Bool
  let controls: ShelfControls

  nonisolated var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> some View {
    controls.amounts.append(amount)
    return content.opacity(1 - amount).transition(slides ? .offset(x: 100) : .opacity)
  }
}

/// Counts its bodies; slides in from the right.
private struct Counted: ViewModifier {
  let controls: ShelfControls

  func body(content: Content) -> some View {
    controls.bodies += 1
    return content.transition(.offset(x: 100))
  }
}

@MainActor
@Suite("A custom modifier made ahead for its transition")
struct ModifierTransitionTests {
  private func shelf(_ item: Item) -> (ViewHost<Shelf>, ShelfControls) {
    let controls = ShelfControls()
    let host = ViewHost(
      Shelf(controls: controls, item: item), size: CGSize(width: 200, height: 100))
    host.layoutIfNeeded()
    return (host, controls)
  }

  private func show(_ shown: Bool, on host: ViewHost<Shelf>, _ controls: ShelfControls) {
    host.update {
      withAnimation(.linear(duration: 1)) { controls.isShown?.wrappedValue = shown }
    }
  }

  // MARK: - Animatable modifiers

  /// An Animatable modifier inserted, then changed under an animation, animates.
  ///
  /// Inserted without animation into a shown shelf, its body runs with the interpolated data
  /// (§3): halfway through a linear second it has seen a value strictly between 0 and 1. The
  /// body run ahead of the insertion records the modifier's data, which the change animates
  /// from.
  @Test(arguments: [Item.animatableSliding, .animatableFading])
  private func anAnimatableModifierInsertedThenChangedAnimates(item: Item) throws {
    let (host, controls) = shelf(item)
    host.update { controls.isShown?.wrappedValue = true }
    host.update { withAnimation(.linear(duration: 1)) { controls.value?.wrappedValue = 1 } }
    host.advance(to: 0.5)
    _ = host.snapshot(of: "item")
    #expect(controls.amounts.contains { $0 > 0.25 && $0 < 0.75 }, "\(controls.amounts)")
  }

  /// The same, after an animated insertion has finished.
  @Test(arguments: [Item.animatableSliding, .animatableFading])
  private func anAnimatableModifierInsertedAnimatedThenChangedAnimates(item: Item) throws {
    let (host, controls) = shelf(item)
    show(true, on: host, controls)
    host.advance(to: 1.1)
    host.update { withAnimation(.linear(duration: 1)) { controls.value?.wrappedValue = 1 } }
    host.advance(to: 1.6)
    _ = host.snapshot(of: "item")
    #expect(controls.amounts.contains { $0 > 0.25 && $0 < 0.75 }, "\(controls.amounts)")
  }

  // MARK: - Body runs

  /// An inserted modifier's body runs once: the node made ahead is taken over by the view
  /// applying the same modifier, whatever the view it modifies holds (a tap's closure, which
  /// never compares equal).
  @Test func aModifierOnATappableViewRunsItsBodyOnceOnAnimatedInsertion() throws {
    let (host, controls) = shelf(.tappable)
    show(true, on: host, controls)
    #expect(controls.bodies == 1)
  }
}
