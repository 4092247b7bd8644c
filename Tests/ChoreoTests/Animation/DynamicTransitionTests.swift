import Choreo
import Foundation
import Testing

/// Sets the state of the views below from a test.
@MainActor
private final class Handle<Value> {
  var binding: Binding<Value>?
}

private enum Step {
  case first, second, third
}

/// One box per case of a `switch`, each its own identity with its own transition, over a
/// 40 × 20 base; in a 200 × 100 host each box is laid out at (90, 40, 20, 20).
private struct Steps: View {
  let handle: Handle<Step>
  @State private var step = Step.first

  var body: some View {
    handle.binding = $step
    return ZStack {
      Block(width: 40, height: 20)
      switch step {
      case .first:
        Block(width: 20, height: 20).accessibilityIdentifier("first")
          .transition(.offset(x: -40))
      case .second:
        Block(width: 20, height: 20).accessibilityIdentifier("second")
      case .third:
        Block(width: 20, height: 20).accessibilityIdentifier("third")
          .transition(.move(edge: .bottom))
      }
    }
  }
}

/// A row of 20 × 20 boxes, one per item, fading in and out, from the leading edge of a
/// 200 × 100 host: box `i` of the row is laid out at (20 i, 40, 20, 20).
private struct Row: View {
  let handle: Handle<[Int]>
  @State private var items: [Int]

  init(handle: Handle<[Int]>, items: [Int]) {
    self.handle = handle
    _items = State(initialValue: items)
  }

  var body: some View {
    handle.binding = $items
    return HStack(spacing: 0) {
      ForEach(items, id: \.self) { item in
        Block(width: 20, height: 20).accessibilityIdentifier("item-\(item)")
          .transition(.opacity)
      }
    }
    .frame(width: 200, height: 100, alignment: .leading)
  }
}

/// A 40 × 20 box over two boxes an `if` shows, stacked from the top-leading corner of a
/// 200 × 100 host: "a" (20 × 20) at (0, 20) and "b" (30 × 20) at (0, 40).
private struct Pair: View {
  let handle: Handle<Bool>
  @State private var isShown = true

  var body: some View {
    handle.binding = $isShown
    return VStack(alignment: .leading, spacing: 0) {
      Block(width: 40, height: 20)
      if isShown {
        Block(width: 20, height: 20).accessibilityIdentifier("a")
        Block(width: 30, height: 20).accessibilityIdentifier("b")
      }
    }
    .frame(width: 200, height: 100, alignment: .topLeading)
  }
}

/// Whether `a` and `b` agree to within 1e-9 in every component.
private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
    && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// A 20 × 20 box laid out at (`x`, 40).
private func box(at x: CGFloat) -> CGRect {
  CGRect(x: x, y: 40, width: 20, height: 20)
}

@MainActor
@Suite("Transitions of switch cases and ForEach elements (§5.3, §5.4)")
struct DynamicTransitionTests {
  private func steps() -> (ViewHost<Steps>, Handle<Step>) {
    let handle = Handle<Step>()
    return (ViewHost(Steps(handle: handle), size: CGSize(width: 200, height: 100)), handle)
  }

  @Test func aSwitchToAnotherCaseRemovesOneViewAndInsertsTheOther() throws {
    let (host, handle) = steps()
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = .second } }
    host.advance(to: 0.5)
    // The first leaves by its offset, half of −40; the second fades in with the default.
    let first = try #require(host.snapshot(of: "first"))
    #expect(first.isRemoving)
    #expect(first.phase == .didDisappear)
    #expect(isClose(first.frame, box(at: 70)))
    #expect(first.opacity == 1)
    let second = try #require(host.snapshot(of: "second"))
    #expect(!second.isRemoving)
    #expect(second.phase == .identity)
    #expect(isClose(second.frame, box(at: 90)))
    #expect(abs(second.opacity - 0.5) < 1e-9)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "first") == nil)
    let settled = try #require(host.snapshot(of: "second"))
    #expect(settled.opacity == 1)
    #expect(!settled.isRemoving)
  }

  @Test func aSwitchAcrossNestedBranchesTransitionsBothCases() throws {
    // `.first` and `.third` sit in different halves of the nested conditional content; each
    // case is still the view inserted or removed, with its own transition (§5.1, §5.4).
    let (host, handle) = steps()
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = .third } }
    host.advance(to: 0.5)
    let first = try #require(host.snapshot(of: "first"))
    #expect(first.isRemoving)
    // The inner conditional leaves whole, with the transition of the case it shows: an
    // offset, not a fade, from where the case was laid out.
    #expect(first.opacity == 1)
    #expect(isClose(first.frame, box(at: 70)))
    // Half its height (20) below where it ends.
    let third = try #require(host.snapshot(of: "third"))
    #expect(!third.isRemoving)
    #expect(isClose(third.frame, box(at: 90).offsetBy(dx: 0, dy: 10)))
    #expect(third.opacity == 1)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "first") == nil)
    #expect(host.snapshot(of: "third")?.frame == box(at: 90))
  }

  @Test func aRemovedNestedCaseKeepsItsLastFrame() throws {
    // `.second` has the default fade; removed items keep their last layout (§5.3).
    let (host, handle) = steps()
    host.update { handle.binding?.wrappedValue = .second }
    #expect(host.snapshot(of: "second")?.frame == box(at: 90))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = .third } }
    host.advance(to: 0.5)
    let second = try #require(host.snapshot(of: "second"))
    #expect(second.isRemoving)
    #expect(abs(second.opacity - 0.5) < 1e-9)
    #expect(second.frame == box(at: 90))
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "second") == nil)
  }

  @Test func aRemovedBranchOfSeveralViewsKeepsEachWhereItWas() throws {
    // The stack placed the branch's two views; removed whole, each fades where it was, not
    // re-stacked inside the branch's frame (§5.3).
    let handle = Handle<Bool>()
    let host = ViewHost(Pair(handle: handle), size: CGSize(width: 200, height: 100))
    let a = CGRect(x: 0, y: 20, width: 20, height: 20)
    let b = CGRect(x: 0, y: 40, width: 30, height: 20)
    #expect(host.snapshot(of: "a")?.frame == a)
    #expect(host.snapshot(of: "b")?.frame == b)
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = false } }
    host.advance(to: 0.5)
    for (identifier, frame) in [("a", a), ("b", b)] {
      let removing = try #require(host.snapshot(of: identifier))
      #expect(removing.isRemoving)
      #expect(abs(removing.opacity - 0.5) < 1e-9)
      #expect(removing.frame == frame)
    }
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "a") == nil)
    #expect(host.snapshot(of: "b") == nil)
  }

  @Test func aRemovedElementFadesInPlaceWhileTheOthersCloseUp() throws {
    let handle = Handle<[Int]>()
    let host = ViewHost(
      Row(handle: handle, items: [1, 2, 3]), size: CGSize(width: 200, height: 100))
    #expect(host.snapshot(of: "item-3")?.frame == box(at: 40))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = [1, 3] } }
    host.advance(to: 0.5)
    let removed = try #require(host.snapshot(of: "item-2"))
    #expect(removed.isRemoving)
    #expect(removed.phase == .didDisappear)
    #expect(abs(removed.opacity - 0.5) < 1e-9)
    #expect(isClose(removed.frame, box(at: 20)))
    // The third keeps its view and moves from 40 to 20; the first stays.
    let third = try #require(host.snapshot(of: "item-3"))
    #expect(!third.isRemoving)
    #expect(third.opacity == 1)
    #expect(isClose(third.frame, box(at: 30)))
    #expect(host.snapshot(of: "item-1")?.frame == box(at: 0))
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "item-2") == nil)
    #expect(host.snapshot(of: "item-3")?.frame == box(at: 20))
  }

  @Test func anInsertedElementFadesInWhileTheOthersMakeRoom() throws {
    let handle = Handle<[Int]>()
    let host = ViewHost(Row(handle: handle, items: [1, 3]), size: CGSize(width: 200, height: 100))
    host.update {
      withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = [1, 2, 3] }
    }
    host.advance(to: 0.5)
    // Inserted where it ends, fading in; the third moves from 20 to 40.
    let inserted = try #require(host.snapshot(of: "item-2"))
    #expect(!inserted.isRemoving)
    #expect(inserted.phase == .identity)
    #expect(abs(inserted.opacity - 0.5) < 1e-9)
    #expect(isClose(inserted.frame, box(at: 20)))
    #expect(isClose(try #require(host.snapshot(of: "item-3")).frame, box(at: 30)))
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "item-2")?.opacity == 1)
    #expect(host.snapshot(of: "item-3")?.frame == box(at: 40))
  }
}
