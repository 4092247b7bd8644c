import Choreo
import Foundation
import Testing

/// Reaches a `Turnover`'s state from a test.
@MainActor
private final class TurnoverControls {
  var isOn: Binding<Bool>?
}

/// Where a `Turnover` states its transition, relative to the `.id` that changes.
private enum TransitionPlace {
  /// `.id(isOn).frame(…).transition(…)`: on modifiers outside the `.id`.
  case outsideModifiers
  /// `Face(…).transition(…)`, where `Face`'s body ends in the `.id`.
  case outsideCustomView
  /// `.transition(…).id(isOn)`: on the view the `.id` makes.
  case inside
  /// None: the default, `.opacity`.
  case none
}

/// A 20 × 20 box whose identity follows `isOn`, sliding in from and out to 100 points right.
private struct Turnover: View {
  let controls: TurnoverControls
  let place: TransitionPlace
  @State private var isOn = false

  var body: some View {
    controls.isOn = $isOn
    let slide = AnyTransition.offset(x: 100)
    return ZStack {
      switch place {
      case .outsideModifiers: Box().id(isOn).frame(width: 40, height: 40).transition(slide)
      case .outsideCustomView: Face(isOn: isOn).transition(slide)
      case .inside: Box().transition(slide).id(isOn)
      case .none: Box().id(isOn)
      }
    }
    .frame(width: 100, height: 100)
  }
}

private struct Box: View {
  var body: some View { Block(width: 20, height: 20).accessibilityIdentifier("box") }
}

/// A custom view whose body is a box with an explicit identity.
private struct Face: View {
  let isOn: Bool
  var body: some View { Box().id(isOn) }
}

/// A transition written outside `.id` applies to the views it makes as their identity
/// changes, as SwiftUI passes traits written around `.id` down to them (§5.4).
@MainActor
@Suite("A transition around .id")
struct TransitionAroundIDTests {
  private func swapHalfway(_ place: TransitionPlace) throws -> (
    inserted: ViewSnapshot, removed: ViewSnapshot, resting: CGFloat
  ) {
    let controls = TurnoverControls()
    let host = ViewHost(
      Turnover(controls: controls, place: place), size: CGSize(width: 200, height: 200))
    let resting = try #require(host.frame(of: "box")).minX
    host.update { withAnimation(.linear(duration: 1)) { controls.isOn?.wrappedValue = true } }
    host.advance(to: 0.5)
    let boxes = host.snapshots(of: "box")
    #expect(boxes.count == 2)
    let removed = try #require(boxes.first { $0.isRemoving })
    let inserted = try #require(boxes.first { !$0.isRemoving })
    return (inserted, removed, resting)
  }

  @Test(arguments: [TransitionPlace.outsideModifiers, .outsideCustomView, .inside])
  private func bothViewsSlideHalfway(place: TransitionPlace) throws {
    let (inserted, removed, resting) = try swapHalfway(place)
    #expect(abs(inserted.frame.minX - resting - 50) < 1e-9)
    #expect(abs(removed.frame.minX - resting - 50) < 1e-9)
    #expect(inserted.opacity == 1)
    #expect(removed.opacity == 1)
  }

  @Test func withoutATransitionBothFade() throws {
    let (inserted, removed, resting) = try swapHalfway(.none)
    #expect(inserted.frame.minX == resting)
    #expect(removed.frame.minX == resting)
    #expect(abs(inserted.opacity - 0.5) < 1e-9)
    #expect(abs(removed.opacity - 0.5) < 1e-9)
  }
}
