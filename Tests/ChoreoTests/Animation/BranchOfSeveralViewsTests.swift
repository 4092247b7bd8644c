import Choreo
import Foundation
import Testing

/// Shows and hides a branch from a test.
@MainActor
private final class Switch {
  var binding: Binding<Bool>?
}

/// A dimming layer that fades and a 40 × 100 panel that slides in from the leading edge, as
/// a side menu's: two views, each with its own transition.
private struct MenuLayers: View {
  var body: some View {
    Color.black.opacity(0.3).accessibilityIdentifier("dim").transition(.opacity)
    Block(width: 40, height: 100).accessibilityIdentifier("menu")
      .transition(.move(edge: .leading))
  }
}

/// Where a side menu's two layers are written.
enum SeveralViewsForm: CaseIterable {
  /// Both in the `if` branch.
  case inBranch
  /// In the body of a custom view, shown by the branch.
  case inCustomView
  /// Elements of a `ForEach` in a `Group`, in the branch.
  case inForEach
}

/// A side menu over a 200 × 100 page, its two layers shown while `isOpen`.
private struct SideMenu: View {
  let toggle: Switch
  let form: SeveralViewsForm
  @State private var isOpen: Bool

  init(toggle: Switch, form: SeveralViewsForm, isOpen: Bool) {
    self.toggle = toggle
    self.form = form
    _isOpen = State(initialValue: isOpen)
  }

  var body: some View {
    toggle.binding = $isOpen
    return ZStack(alignment: .leading) {
      Color.white
      if isOpen {
        switch form {
        case .inBranch:
          Color.black.opacity(0.3).accessibilityIdentifier("dim").transition(.opacity)
          Block(width: 40, height: 100).accessibilityIdentifier("menu")
            .transition(.move(edge: .leading))
        case .inCustomView:
          MenuLayers()
        case .inForEach:
          Group {
            ForEach(["dim", "menu"], id: \.self) { name in
              if name == "dim" {
                Color.black.opacity(0.3).accessibilityIdentifier("dim").transition(.opacity)
              } else {
                Block(width: 40, height: 100).accessibilityIdentifier("menu")
                  .transition(.move(edge: .leading))
              }
            }
          }
        }
      }
    }
  }
}

@MainActor
@Suite("A branch of several views: each with its own transition (§5.3)")
struct BranchOfSeveralViewsTests {
  private func host(_ form: SeveralViewsForm, open: Bool) -> (ViewHost<SideMenu>, Switch) {
    let toggle = Switch()
    let host = ViewHost(
      SideMenu(toggle: toggle, form: form, isOpen: open), size: CGSize(width: 200, height: 100))
    return (host, toggle)
  }

  /// Expects the panel half its width (40) off its place at the leading edge, not faded, and
  /// the dimming layer in place, half faded.
  private func expectHalfWay(_ host: ViewHost<SideMenu>, removing: Bool) throws {
    let menu = try #require(host.snapshot(of: "menu"))
    #expect(abs(menu.frame.minX - -20) < 1e-9)
    #expect(menu.frame.width == 40)
    #expect(menu.opacity == 1)
    #expect(menu.isRemoving == removing)
    let dim = try #require(host.snapshot(of: "dim"))
    #expect(dim.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(abs(dim.opacity - 0.5) < 1e-9)
    #expect(dim.isRemoving == removing)
  }

  @Test(arguments: SeveralViewsForm.allCases)
  func eachViewComesWithItsOwnTransition(form: SeveralViewsForm) throws {
    let (host, toggle) = host(form, open: false)
    host.update { withAnimation(.linear(duration: 1)) { toggle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    try expectHalfWay(host, removing: false)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "menu")?.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(host.snapshot(of: "dim")?.opacity == 1)
  }

  @Test(arguments: SeveralViewsForm.allCases)
  func eachViewLeavesWithItsOwnTransitionAndAllAreErased(form: SeveralViewsForm) throws {
    let (host, toggle) = host(form, open: true)
    let (closed, _) = self.host(form, open: false)
    host.update { withAnimation(.linear(duration: 1)) { toggle.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    try expectHalfWay(host, removing: true)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "menu") == nil)
    #expect(host.snapshot(of: "dim") == nil)
    // Nothing of the branch is left: the tree has the nodes of one never opened.
    #expect(
      host.renderTree().split(separator: "\n").count
        == closed.renderTree().split(separator: "\n").count)
  }

  @Test(arguments: SeveralViewsForm.allCases)
  func reopenedWhileLeavingEachViewTurnsBack(form: SeveralViewsForm) throws {
    let (host, toggle) = host(form, open: true)
    host.update { withAnimation(.linear(duration: 1)) { toggle.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    host.update { withAnimation(.linear(duration: 1)) { toggle.binding?.wrappedValue = true } }
    host.advance(to: 0.6)
    // The same views, turned back from where they were: not removing, still off their place.
    let menu = try #require(host.snapshot(of: "menu"))
    #expect(!menu.isRemoving)
    #expect(menu.frame.minX < 0 && menu.frame.minX > -40)
    let dim = try #require(host.snapshot(of: "dim"))
    #expect(!dim.isRemoving)
    #expect(dim.opacity > 0.4 && dim.opacity < 1)
    host.advance(to: 2)
    #expect(host.snapshot(of: "menu")?.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(host.snapshot(of: "dim")?.opacity == 1)
    // Each view once: turned back, not inserted again beside the one leaving.
    let tree = host.renderTree()
    #expect(tree.components(separatedBy: "#menu").count == 2)
    #expect(tree.components(separatedBy: "#dim").count == 2)
  }

  @Test func withoutAnimationTheBranchComesAndGoesAtOnce() throws {
    let (host, toggle) = host(.inBranch, open: false)
    host.update { toggle.binding?.wrappedValue = true }
    #expect(host.snapshot(of: "menu")?.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(host.snapshot(of: "dim")?.opacity == 1)
    host.update { toggle.binding?.wrappedValue = false }
    #expect(host.snapshot(of: "menu") == nil)
    #expect(host.snapshot(of: "dim") == nil)
  }
}

/// A branch shown while `isShown`, centred in the host.
private struct Toggled<Content: View>: View {
  let toggle: Switch
  let content: Content
  @State private var isShown: Bool

  init(toggle: Switch, isShown: Bool, @ViewBuilder content: () -> Content) {
    self.toggle = toggle
    self.content = content()
    _isShown = State(initialValue: isShown)
  }

  var body: some View {
    toggle.binding = $isShown
    return ZStack {
      if isShown { content }
    }
  }
}

/// A host of 200 × 100 points showing `content` in a branch, shown or not.
@MainActor
private func toggled<Content: View>(
  shown: Bool, @ViewBuilder _ content: () -> Content
) -> (ViewHost<Toggled<Content>>, Switch) {
  let toggle = Switch()
  let host = ViewHost(
    Toggled(toggle: toggle, isShown: shown, content: content),
    size: CGSize(width: 200, height: 100))
  return (host, toggle)
}

@MainActor
@Suite("A branch of several views without an animated transaction (§5.3)")
struct BranchOfSeveralSelfAnimatingViewsTests {
  @Test(arguments: [true, false])
  func onlyTheViewWhoseTransitionAnimatesItselfAnimates(inserting: Bool) throws {
    let (host, toggle) = toggled(shown: !inserting) {
      Block(width: 20, height: 20).accessibilityIdentifier("own")
        .transition(.opacity.animation(.linear(duration: 1)))
      Block(width: 30, height: 20).accessibilityIdentifier("plain")
    }
    host.update { toggle.binding?.wrappedValue = inserting }
    host.advance(to: 0.5)
    let own = try #require(host.snapshot(of: "own"))
    #expect(abs(own.opacity - 0.5) < 1e-9)
    #expect(own.isRemoving == !inserting)
    if inserting {
      #expect(host.snapshot(of: "plain")?.opacity == 1)
    } else {
      #expect(host.snapshot(of: "plain") == nil)
    }
    host.advance(to: 1.1)
    #expect((host.snapshot(of: "own") != nil) == inserting)
  }
}

@MainActor
@Suite("Several views under a layout modifier in a branch (§5.3)")
struct BranchOfSeveralPaddedViewsTests {
  @Test(arguments: [true, false])
  func theyComeAndGoAsOneViewWithTheDefaultFade(inserting: Bool) throws {
    // The padding lays the two views out as one.
    let (host, toggle) = toggled(shown: !inserting) {
      Group {
        Block(width: 20, height: 20).accessibilityIdentifier("moving")
          .transition(.move(edge: .leading))
        Block(width: 30, height: 20)
      }
      .padding(5)
    }
    // Where it stands when shown.
    let placed = CGRect(x: 90, y: 40, width: 20, height: 20)
    if !inserting { #expect(host.snapshot(of: "moving")?.frame == placed) }
    host.update { withAnimation(.linear(duration: 1)) { toggle.binding?.wrappedValue = inserting } }
    host.advance(to: 0.5)
    let moving = try #require(host.snapshot(of: "moving"))
    #expect(abs(moving.opacity - 0.5) < 1e-9)
    if inserting {
      #expect(moving.frame == placed)
    } else {
      // The ZStack takes no space once its only child leaves, so it moves to the host's
      // centre, 15 pt right and down; the leaving branch moves with it, as every leaving
      // view moves with its container, halfway there at half the animation.
      #expect(moving.frame == placed.offsetBy(dx: 7.5, dy: 7.5))
    }
  }
}
