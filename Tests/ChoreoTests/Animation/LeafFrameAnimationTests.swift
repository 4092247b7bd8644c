import Choreo
import Foundation
import Testing

@MainActor
private final class Toggle2 {
  var binding: Binding<Bool>?
}

/// Two blocks in a stack; the first grows, which moves the second.
private struct Growing: View {
  let handle: Toggle2
  var implicit: Animation?
  @State private var isWide = false

  var body: some View {
    handle.binding = $isWide
    return VStack(spacing: 0) {
      Block(width: isWide ? 100 : 20, height: 20).accessibilityIdentifier("grower")
      Block(width: 20, height: 20).opacity(0.5).accessibilityIdentifier("follower")
    }
    .animation(implicit, value: implicit == nil ? false : isWide)
  }
}

/// A block that slides from the leading edge to the trailing one.
private struct Sliding: View {
  let handle: Toggle2
  let action: () -> Void
  @State private var isTrailing = false

  var body: some View {
    handle.binding = $isTrailing
    return Block(width: 20, height: 20).onTapGesture(perform: action)
      .accessibilityIdentifier("slider")
      .frame(maxWidth: .infinity, alignment: isTrailing ? .trailing : .leading)
  }
}

@MainActor
@Suite("Leaf frames animate (§0)")
struct LeafFrameAnimationTests {
  private func host(implicit: Animation? = nil) -> (ViewHost<Growing>, Toggle2) {
    let handle = Toggle2()
    return (
      ViewHost(Growing(handle: handle, implicit: implicit), size: CGSize(width: 200, height: 200)),
      handle
    )
  }

  @Test func aResizedLeafAnimatesItsRectangle() throws {
    let (host, handle) = host()
    // Model: the stack is 20 wide (x 90) before, 100 wide (x 50) after.
    #expect(host.frame(of: "grower") == CGRect(x: 90, y: 80, width: 20, height: 20))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    // `frame(of:)` gives the presented frame: where the animation starts, not the model.
    #expect(host.frame(of: "grower") == CGRect(x: 90, y: 80, width: 20, height: 20))
    host.advance(to: 0.5)
    let grower = try #require(host.snapshot(of: "grower"))
    #expect(grower.layoutFrame == CGRect(x: 70, y: 80, width: 60, height: 20))
    #expect(host.frame(of: "grower") == grower.layoutFrame)
    let follower = try #require(host.snapshot(of: "follower"))
    // The follower did not move: the stack stays centred on it.
    #expect(follower.layoutFrame == CGRect(x: 90, y: 100, width: 20, height: 20))
    #expect(host.animations.contains { $0.attribute == "frame" && $0.identifier == "grower" })
    host.advance(to: 1.1)
    #expect(
      host.snapshot(of: "grower")?.layoutFrame == CGRect(x: 50, y: 80, width: 100, height: 20))
    #expect(host.frame(of: "grower") == CGRect(x: 50, y: 80, width: 100, height: 20))
    #expect(host.animations.isEmpty)
  }

  @Test func tapsLandWhereAMovingFrameIsShown() {
    var taps = 0
    let handle = Toggle2()
    let host = ViewHost(
      Sliding(handle: handle) { taps += 1 }, size: CGSize(width: 200, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    // Model: x 180…200. Shown halfway: x 90…110. Only the shown place takes the tap.
    #expect(!host.tap(at: CGPoint(x: 190, y: 50)))
    #expect(host.tap(at: CGPoint(x: 100, y: 50)))
    #expect(host.tap("slider"))
    #expect(taps == 2)
    host.advance(to: 1)
    #expect(host.tap(at: CGPoint(x: 190, y: 50)))
    #expect(taps == 3)
  }

  @Test func anImplicitAnimationAnimatesFramesToo() throws {
    let (host, handle) = host(implicit: .linear(duration: 2))
    _ = host.frame(of: "grower")
    host.update { handle.binding?.wrappedValue = true }
    host.advance(to: 1)
    let grower = try #require(host.snapshot(of: "grower"))
    #expect(grower.layoutFrame == CGRect(x: 70, y: 80, width: 60, height: 20))
  }

  @Test func framesAnimateFromWhereTheyWereEvenIfNeverAskedFor() throws {
    // No frame was read before the change: the host lays out first, to animate from there.
    let (host, handle) = host()
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.25)
    let grower = try #require(host.snapshot(of: "grower"))
    #expect(grower.layoutFrame == CGRect(x: 80, y: 80, width: 40, height: 20))
  }

  @Test func aChangeWithoutAnimationMovesAtOnce() {
    let (host, handle) = host()
    _ = host.frame(of: "grower")
    host.update { handle.binding?.wrappedValue = true }
    #expect(
      host.snapshot(of: "grower")?.layoutFrame == CGRect(x: 50, y: 80, width: 100, height: 20))
    #expect(host.animations.isEmpty)
  }

  @Test func stepsOfAnySizeShowTheSameFrames() throws {
    // Frames are a function of time: 60 and 120 steps a second agree at the same instants.
    func frames(fps: Double) throws -> [CGRect] {
      let (host, handle) = host()
      host.update { withAnimation(.spring) { handle.binding?.wrappedValue = true } }
      var result: [CGRect] = []
      for step in 1...Int(fps) {
        host.advance(to: Double(step) / fps)
        if step % Int(fps / 10) == 0 {
          result.append(try #require(host.snapshot(of: "grower")).layoutFrame)
        }
      }
      return result
    }
    #expect(try frames(fps: 60) == frames(fps: 120))
  }
}
