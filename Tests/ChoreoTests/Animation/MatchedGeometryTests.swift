import Choreo
import Foundation
import Testing

@MainActor
private final class Taps {
  var binding: Binding<Bool>?
}

/// Seed 004's squares: a small red one leading, a large blue one trailing, matched.
private struct Squares: View {
  let taps: Taps
  var properties = MatchedGeometryProperties.frame
  @State private var isRed = true
  @Namespace private var namespace

  var body: some View {
    taps.binding = $isRed
    return ZStack {
      if isRed {
        Rectangle().fill(Color.red)
          .matchedGeometryEffect(id: "square", in: namespace, properties: properties)
          .accessibilityIdentifier("red")
          .frame(width: 50, height: 50)
      } else {
        Rectangle().fill(Color.blue)
          .matchedGeometryEffect(id: "square", in: namespace, properties: properties)
          .accessibilityIdentifier("blue")
          .frame(width: 100, height: 100)
      }
    }
    .frame(maxWidth: .infinity, alignment: isRed ? .leading : .trailing)
    .frame(height: 200)
  }
}

@MainActor
@Suite("Matched geometry (§8.1)")
struct MatchedGeometryTests {
  private func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  /// A zero-duration swap completes at the end of its update, shared frame included, not
  /// in the next read of the host: its completion may advance the host.
  @Test func aZeroDurationSwapCompletesAfterItsUpdate() {
    let taps = Taps()
    let host = ViewHost(Squares(taps: taps), size: CGSize(width: 300, height: 200))
    _ = host.displayList
    var fired = 0
    host.update {
      withAnimation(.linear(duration: 0)) {
        taps.binding?.wrappedValue = false
      } completion: {
        fired += 1
        host.advance(by: 0.5)
      }
    }
    #expect(fired == 1)
    #expect(host.time == 0.5)
    let list = host.displayList
    #expect(fired == 1)
    #expect(list.items.compactMap(\.identifier) == ["blue"])
    #expect(host.snapshot(of: "blue")?.frame == CGRect(x: 200, y: 50, width: 100, height: 100))
  }

  @Test func theSharedFrameInterpolatesWhileTheSquaresCrossFade() throws {
    let taps = Taps()
    let host = ViewHost(Squares(taps: taps), size: CGSize(width: 300, height: 200))
    let red = CGRect(x: 0, y: 75, width: 50, height: 50)
    let blue = CGRect(x: 200, y: 50, width: 100, height: 100)
    #expect(host.snapshot(of: "red")?.frame == red)
    host.update { withAnimation(.linear(duration: 1)) { taps.binding?.wrappedValue = false } }
    // At 0 both squares are drawn at the red square's frame.
    #expect(near(host.snapshot(of: "red")?.frame, red))
    #expect(near(host.snapshot(of: "blue")?.frame, red))
    host.advance(to: 0.5)
    let halfway = CGRect(x: 100, y: 62.5, width: 75, height: 75)
    let fading = try #require(host.snapshot(of: "red"))
    let appearing = try #require(host.snapshot(of: "blue"))
    #expect(near(fading.frame, halfway))
    #expect(near(appearing.frame, halfway))
    #expect(fading.isRemoving)
    #expect(abs(fading.opacity - 0.5) < 1e-9)
    #expect(abs(appearing.opacity - 0.5) < 1e-9)
    host.advance(to: 1.05)
    #expect(host.snapshot(of: "red") == nil)
    #expect(near(host.snapshot(of: "blue")?.frame, blue))
  }

  /// Members that share only their position keep their own sizes while the swap animates the
  /// shared position: each is centred on it.
  @Test func aSwapOfPositionOnlyMembersKeepsEachOnesSize() throws {
    let taps = Taps()
    let host = ViewHost(
      Squares(taps: taps, properties: .position), size: CGSize(width: 300, height: 200))
    host.update { withAnimation(.linear(duration: 1)) { taps.binding?.wrappedValue = false } }
    // The shared centre starts at the red square's (25, 100).
    #expect(near(host.snapshot(of: "blue")?.frame, CGRect(x: -25, y: 50, width: 100, height: 100)))
    host.advance(to: 0.5)
    // Halfway to the blue square's centre (250, 100).
    #expect(near(host.snapshot(of: "red")?.frame, CGRect(x: 112.5, y: 75, width: 50, height: 50)))
    #expect(
      near(host.snapshot(of: "blue")?.frame, CGRect(x: 87.5, y: 50, width: 100, height: 100)))
    host.advance(to: 1.05)
    #expect(near(host.snapshot(of: "blue")?.frame, CGRect(x: 200, y: 50, width: 100, height: 100)))
  }

  @Test func aNonSourceMemberTakesTheSourcesFrame() throws {
    struct Pair: View {
      @Namespace var namespace
      var body: some View {
        HStack(spacing: 0) {
          Color.red.frame(width: 40, height: 40)
            .matchedGeometryEffect(id: 1, in: namespace)
          Color.blue.frame(width: 20, height: 20)
            .matchedGeometryEffect(id: 1, in: namespace, properties: .position, isSource: false)
            .accessibilityIdentifier("follower")
        }
      }
    }
    let host = ViewHost(Pair(), size: CGSize(width: 200, height: 100))
    // The source sits at (70, 30, 40, 40); the follower keeps its size, centred there.
    #expect(host.snapshot(of: "follower")?.frame == CGRect(x: 80, y: 40, width: 20, height: 20))
  }

  @Test func aFollowerMovesWithASourceThatMovesUnderAnAnimation() throws {
    @MainActor final class Handle { var isRight: Binding<Bool>? }
    struct Moving: View {
      let handle: Handle
      @Namespace var namespace
      @State var isRight = false
      var body: some View {
        handle.isRight = $isRight
        return ZStack(alignment: .topLeading) {
          Color.clear.frame(width: 200, height: 100)
          Color.red.frame(width: 40, height: 40)
            .accessibilityIdentifier("source")
            .matchedGeometryEffect(id: 1, in: namespace)
            .padding(.leading, isRight ? 100 : 0)
          Color.blue.frame(width: 20, height: 20)
            .matchedGeometryEffect(id: 1, in: namespace, properties: .position, isSource: false)
            .accessibilityIdentifier("follower")
        }
      }
    }
    let handle = Handle()
    let host = ViewHost(Moving(handle: handle), size: CGSize(width: 200, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { handle.isRight?.wrappedValue = true } }
    host.advance(to: 0.5)
    // Halfway, the source is 50 points along, and the follower stays centred on it.
    let source = try #require(host.snapshot(of: "source"))
    let follower = try #require(host.snapshot(of: "follower"))
    #expect(abs(source.frame.minX - 50) < 1e-9)
    #expect(abs(follower.frame.midX - source.frame.midX) < 1e-9)
    #expect(abs(follower.frame.midY - source.frame.midY) < 1e-9)
    host.advance(to: 1.1)
    #expect(host.snapshot(of: "follower")?.frame.midX == 120)
  }
}

/// A source and a follower, each with effects around its matched effect.
private struct OffsetPair: View {
  var sourceOffset = CGSize.zero
  var followerOffset = CGSize.zero
  var followerSize = CGSize(width: 10, height: 10)
  @Namespace private var namespace

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 200, height: 200)
      Color.red.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: "a", in: namespace)
        .offset(sourceOffset)
        .accessibilityIdentifier("source")
      Color.clear.frame(width: followerSize.width, height: followerSize.height)
        .overlay { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("label") }
        .matchedGeometryEffect(id: "a", in: namespace, properties: .position, isSource: false)
        .offset(followerOffset)
    }
  }
}

extension MatchedGeometryTests {
  /// §8.1: the shared position is the source's anchor as drawn (in window coordinates),
  /// converted into the follower's space: effects around either are taken into account.
  @Test(arguments: [
    (CGSize(width: 50, height: 50), CGSize.zero, CGSize(width: 10, height: 10)),
    (.zero, CGSize(width: 100, height: 100), CGSize(width: 10, height: 10)),
    (CGSize(width: 30, height: -10), CGSize(width: -20, height: 60), CGSize(width: 10, height: 10)),
    (.zero, .zero, CGSize.zero),
  ])
  func aFollowerIsDrawnOnTheSourceAsDrawn(source: CGSize, follower: CGSize, size: CGSize) throws {
    let host = ViewHost(
      OffsetPair(sourceOffset: source, followerOffset: follower, followerSize: size),
      size: CGSize(width: 200, height: 200))
    let drawn = try #require(host.snapshot(of: "source")).frame
    #expect(drawn.origin == CGPoint(x: source.width, y: source.height))
    let label = try #require(host.snapshot(of: "label")).frame
    #expect(label.midX == drawn.midX)
    #expect(label.midY == drawn.midY)
  }
}

/// A source and a follower of one size with the same effects around each: scaled and
/// rotated, the source also moved.
private struct AlikePair: View {
  let scale: CGFloat
  let degrees: Double
  @Namespace private var namespace

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 300)
      Color.red.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: "a", in: namespace)
        .accessibilityIdentifier("source")
        .scaleEffect(scale).rotationEffect(.degrees(degrees))
        .offset(x: 100, y: 100)
      Color.blue.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: "a", in: namespace, isSource: false)
        .accessibilityIdentifier("follower")
        .scaleEffect(scale).rotationEffect(.degrees(degrees))
    }
  }
}

/// A square swapped for one scaled and moved by effects around its matched effect.
private struct ScaledSwap: View {
  let taps: Taps
  @State private var isFirst = true
  @Namespace private var namespace

  var body: some View {
    taps.binding = $isFirst
    return ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 300)
      if isFirst {
        Color.red.frame(width: 40, height: 40)
          .matchedGeometryEffect(id: "a", in: namespace)
      } else {
        Color.blue.frame(width: 40, height: 40)
          .matchedGeometryEffect(id: "a", in: namespace)
          .accessibilityIdentifier("second")
          .scaleEffect(2)
          .offset(x: 100, y: 100)
      }
    }
  }
}

extension MatchedGeometryTests {
  /// The shared size is the source's own (local, §8.1): a member with the same effects around
  /// it as the source is drawn exactly over it, not scaled twice.
  @Test(arguments: [(2, 0), (1, 45), (0.5, 30)] as [(CGFloat, Double)])
  func aMemberWithTheSourcesEffectsIsDrawnOverIt(scale: CGFloat, degrees: Double) throws {
    let host = ViewHost(
      AlikePair(scale: scale, degrees: degrees), size: CGSize(width: 300, height: 300))
    let source = try #require(host.snapshot(of: "source")).frame
    let follower = try #require(host.snapshot(of: "follower")).frame
    #expect(near(follower, source))
    #expect(abs(source.midX - 120) < 1e-9)
  }

  /// Swapping to a source with a scale around it, the shared frame ends where that source is
  /// drawn once the animation is over: nothing jumps.
  @Test func aSwapToAScaledSourceEndsWhereItSettles() throws {
    let taps = Taps()
    let host = ViewHost(ScaledSwap(taps: taps), size: CGSize(width: 300, height: 300))
    host.update { withAnimation(.linear(duration: 1)) { taps.binding?.wrappedValue = false } }
    host.advance(to: 0.999)
    let late = try #require(host.snapshot(of: "second")).frame
    host.advance(to: 1.5)
    let settled = try #require(host.snapshot(of: "second")).frame
    #expect(settled == CGRect(x: 80, y: 80, width: 80, height: 80))
    #expect(abs(late.minX - settled.minX) < 0.5 && abs(late.width - settled.width) < 0.5)
  }
}
