import Choreo
import Testing

@MainActor
@Suite("Hit testing and taps")
struct HitTestingTests {
  struct Scene: View {
    @State var taps: [String] = []
    let overlayTakesHits: Bool

    var body: some View {
      VStack(spacing: 0) {
        Block(width: 100, height: 40)
          .onTapGesture { taps.append("button") }
          .accessibilityIdentifier("button")
          .overlay {
            Block(width: 100, height: 40)
              .onTapGesture { taps.append("overlay") }
              .allowsHitTesting(overlayTakesHits)
          }
        Text(taps.joined(separator: ","))
      }
    }
  }

  @Test func anOverlayThatAllowsHitsTakesTheTap() {
    let host = ViewHost(Scene(overlayTakesHits: true))
    #expect(host.tap("button"))
    #expect(texts(in: host).last == "overlay")
  }

  @Test func anOverlayWithoutHitTestingLetsTapsThrough() {
    // The side-menu article's masked selection copy must not steal taps from the list.
    let host = ViewHost(Scene(overlayTakesHits: false))
    #expect(host.tap("button"))
    #expect(texts(in: host).last == "button")
  }

  @Test func tapsOutsideEveryViewDoNothing() {
    let host = ViewHost(Scene(overlayTakesHits: true))
    #expect(!host.tap(at: CGPoint(x: 1, y: 1)))
  }

  @Test func disabledViewsIgnoreTaps() {
    let host = ViewHost(Counter(id: "c").disabled(true))
    #expect(!host.tap("c"))
  }

  @Test func offsetMovesWhereTheViewTakesHits() {
    struct Moved: View {
      @State var count = 0
      var body: some View {
        Block(width: 50, height: 50).onTapGesture { count += 1 }
          .accessibilityIdentifier("moved").offset(x: 200)
          .overlay { Text("\(count)") }
      }
    }
    let host = ViewHost(Moved())
    let frame = host.rect("moved")
    #expect(!host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(host.tap(at: CGPoint(x: frame.midX + 200, y: frame.midY)))
    #expect(texts(in: host) == ["1"])
  }

  /// A shape takes taps where it paints, as a `contentShape` of itself would: the corners of a
  /// circle's frame are not the circle.
  @Test func shapesTakeTapsInsideTheirPathOnly() {
    struct Dot: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Circle().fill(.red).frame(width: 100, height: 100).onTapGesture { taps += 1 }
            .accessibilityIdentifier("dot")
          Text("taps: \(taps)")
        }
      }
    }
    let host = ViewHost(Dot())
    let frame = host.rect("dot")
    #expect(!host.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)))
    #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(texts(in: host).last == "taps: 1")
  }

  @Test func higherZIndexIsInFront() {
    struct Stacked: View {
      @State var last = ""
      var body: some View {
        ZStack {
          Block(width: 50, height: 50).onTapGesture { last = "front" }.zIndex(1)
          Block(width: 50, height: 50).onTapGesture { last = "back" }
        }
        .accessibilityIdentifier("stack")
        .overlay(alignment: .bottom) { Text(last).offset(y: 100) }
      }
    }
    let host = ViewHost(Stacked())
    host.tap("stack")
    #expect(texts(in: host) == ["front"])
  }

  @Test func zIndexInsideAGroupCountsAmongTheContainersViews() {
    struct Grouped: View {
      @State var last = ""
      var body: some View {
        ZStack {
          Group {
            Color.red.frame(width: 50, height: 50).onTapGesture { last = "raised" }.zIndex(1)
              .accessibilityIdentifier("raised")
            Color.green.frame(width: 40, height: 40).accessibilityIdentifier("grouped")
          }
          Color.blue.frame(width: 50, height: 50).onTapGesture { last = "after" }
            .accessibilityIdentifier("after")
        }
        .accessibilityIdentifier("stack")
        .overlay(alignment: .bottom) { Text(last).offset(y: 100) }
      }
    }
    let host = ViewHost(Grouped())
    // The raised view is drawn last, over the view after the group, and takes the tap.
    let drawn = host.displayList.items.compactMap(\.identifier)
    #expect(drawn.prefix(3) == ["grouped", "after", "raised"])
    host.tap("stack")
    #expect(texts(in: host) == ["raised"])
  }

  @Test func zIndexInsideAForEachCountsAmongTheContainersViews() {
    struct Cards: View {
      @State var last = ""
      var body: some View {
        ZStack {
          ForEach(0..<3, id: \.self) { index in
            Block(width: 50, height: 50).onTapGesture { last = "card \(index)" }
              .zIndex(Double(3 - index))
          }
          Block(width: 50, height: 50).onTapGesture { last = "base" }
        }
        .accessibilityIdentifier("stack")
        .overlay(alignment: .bottom) { Text(last).offset(y: 100) }
      }
    }
    let host = ViewHost(Cards())
    host.tap("stack")
    #expect(texts(in: host) == ["card 0"])
  }
}

@MainActor
@Suite("Content shapes and type-erased layouts")
struct ContentShapeTests {
  struct Ring: View {
    @State var taps = 0
    var body: some View {
      VStack {
        Color.clear.frame(width: 100, height: 100)
          .contentShape(Circle())
          .onTapGesture { taps += 1 }
          .accessibilityIdentifier("ring")
        Text("\(taps)")
      }
    }
  }

  @Test func aContentShapeMakesAClearAreaTakeTapsInsideTheShapeOnly() {
    let host = ViewHost(Ring())
    let frame = host.rect("ring")
    #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    // The corner is inside the frame but outside the circle.
    #expect(!host.tap(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)))
    #expect(texts(in: host).last == "1")
  }

  @Test func anyLayoutSwitchesLayoutsAndKeepsState() {
    struct Switching: View {
      @State var wide = false
      var body: some View {
        let layout =
          wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
          Counter(id: "first")
          Block(width: 10, height: 10).accessibilityIdentifier("a")
          Block(width: 10, height: 10).accessibilityIdentifier("second")
          Button("switch") { wide.toggle() }.accessibilityIdentifier("switch")
        }
      }
    }
    let host = ViewHost(Switching())
    host.perform("first")
    #expect(host.rect("second").minY == host.rect("a").maxY)
    host.perform("switch")
    #expect(host.rect("second").minX == host.rect("a").maxX)
    #expect(host.rect("second").minY == host.rect("a").minY)
    #expect(texts(in: host).contains("first: 1"))
  }
}

@MainActor
@Suite("Drag gestures")
struct DragGestureTests {
  struct Draggable: View {
    @State var offset = CGSize.zero
    @State var ended = false
    var body: some View {
      VStack {
        Block(width: 60, height: 60)
          .gesture(
            DragGesture()
              .onChanged { offset = $0.translation }
              .onEnded { _ in ended = true }
          )
          .accessibilityIdentifier("handle")
        Text("\(Int(offset.width)),\(Int(offset.height)) \(ended)")
      }
    }
  }

  @Test func aDragReportsItsTranslationThenEnds() {
    let host = ViewHost(Draggable())
    let frame = host.rect("handle")
    let start = CGPoint(x: frame.midX, y: frame.midY)
    #expect(host.drag(from: start, to: CGPoint(x: start.x + 90, y: start.y - 30), duration: 0.5))
    #expect(texts(in: host).last == "90,-30 true")
    // The drag moved the virtual clock by its duration, in 60 fps steps.
    #expect(abs(host.time - 0.5) < 1e-9)
  }

  @Test func aShortDragDoesNotStart() {
    let host = ViewHost(Draggable())
    let frame = host.rect("handle")
    let start = CGPoint(x: frame.midX, y: frame.midY)
    #expect(!host.drag(from: start, to: CGPoint(x: start.x + 5, y: start.y)))
    #expect(texts(in: host).last == "0,0 false")
  }

  @Test func dragsOutsideAnyGestureDoNothing() {
    let host = ViewHost(Draggable())
    #expect(!host.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 100, y: 100)))
  }

  /// A square whose drag gesture's minimum distance is set after `init`, logging every value.
  struct Logged: View {
    let minimumDistance: CGFloat
    let log: DragValueLog

    var body: some View {
      var gesture = DragGesture()
      gesture.minimumDistance = minimumDistance
      return Block(width: 100, height: 100)
        .gesture(gesture.onChanged { log.values.append($0) })
    }
  }

  @Test(
    arguments: [
      (CGFloat.nan, 10), (.infinity, 10), (-.infinity, 10), (-5, 0), (25, 25),
    ] as [(CGFloat, CGFloat)])
  func aMinimumDistanceSetAfterInitIsClampedAsInit(distance: CGFloat, clamped: CGFloat) {
    #expect(DragGesture(minimumDistance: distance).minimumDistance == clamped)
    // The square fills the host; each drag moves right from its middle.
    for (length, starts) in [(clamped - 1, false), (clamped + 1, true)] where length > 0 {
      let log = DragValueLog()
      let host = ViewHost(
        Logged(minimumDistance: distance, log: log), size: CGSize(width: 100, height: 100))
      let started = host.drag(
        from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50 + length, y: 50), duration: 1.0 / 60)
      #expect(started == starts, "a drag of \(length) points")
      #expect(log.values.isEmpty == !starts)
    }
  }

  @Test func aDragFartherThanACGFloatReachesReportsFiniteValues() throws {
    let log = DragValueLog()
    let host = ViewHost(Logged(minimumDistance: 0, log: log), size: CGSize(width: 100, height: 100))
    let far = CGPoint(x: CGFloat.greatestFiniteMagnitude, y: -CGFloat.greatestFiniteMagnitude)
    let drag = try #require(host.beginDrag(at: CGPoint(x: 50, y: 50)))
    host.advance(by: 1.0 / 60)
    drag.move(to: far)
    host.advance(by: 1.0 / 60)
    drag.move(to: CGPoint(x: -far.x, y: -far.y))
    drag.end()
    #expect(log.values.count == 2)
    // Both moves overflow: the first over 1/60 s, the second across the whole line.
    for value in log.values {
      #expect(abs(value.velocity.width) == .greatestFiniteMagnitude)
      #expect(abs(value.velocity.height) == .greatestFiniteMagnitude)
    }
    #expect(log.values.last?.velocity.width == -.greatestFiniteMagnitude)
    // The translation overflows only if the start is far too.
    var value = try #require(log.values.last)
    value.startLocation = far
    #expect(value.translation.width == -.greatestFiniteMagnitude)
    #expect(value.translation.height == .greatestFiniteMagnitude)
  }
}

/// The values a drag gesture reported, in order.
@MainActor
final class DragValueLog {
  var values: [DragGesture.Value] = []
}

@MainActor
@Suite("Drag sessions")
struct DragSessionTests {
  struct Tracker: View {
    @State var report = "none"
    var body: some View {
      VStack {
        Block(width: 60, height: 60)
          .gesture(
            DragGesture()
              .onChanged { report = "\(Int($0.translation.width)) at \(Int($0.velocity.width))/s" }
              .onEnded { report = "ended at \(Int($0.location.x - $0.startLocation.x))" }
          )
          .accessibilityIdentifier("handle")
        Text(report)
      }
    }
  }

  private func report(_ host: ViewHost<Tracker>) -> String? { texts(in: host).last }

  @Test func aSessionMovesWhenToldAndMeasuresVelocityOnTheClock() throws {
    let host = ViewHost(Tracker())
    let frame = host.rect("handle")
    let start = CGPoint(x: frame.midX, y: frame.midY)
    let drag = try #require(host.beginDrag(at: start))
    host.advance(by: 0.5)
    // Five points is less than the gesture's minimum distance: nothing yet.
    drag.move(to: CGPoint(x: start.x + 5, y: start.y))
    #expect(!drag.hasStarted)
    #expect(report(host) == "none")
    host.advance(by: 0.25)
    drag.move(to: CGPoint(x: start.x + 30, y: start.y))
    #expect(drag.hasStarted)
    // 25 points in 0.25 s.
    #expect(report(host) == "30 at 100/s")
    // Bad input is ignored.
    drag.move(to: CGPoint(x: CGFloat.nan, y: start.y))
    #expect(report(host) == "30 at 100/s")
    drag.end()
    #expect(report(host) == "ended at 30")
    drag.move(to: CGPoint(x: start.x + 90, y: start.y))
    #expect(report(host) == "ended at 30")
  }

  @Test func nothingToDragGivesNoSession() {
    let host = ViewHost(Tracker())
    #expect(host.beginDrag(at: CGPoint(x: 1, y: 1)) == nil)
    #expect(host.beginDrag(at: CGPoint(x: CGFloat.infinity, y: 1)) == nil)
  }

  @Test func aSessionOutlivingItsHostDoesNothing() throws {
    var host: ViewHost<Tracker>? = ViewHost(Tracker())
    let frame = try #require(host?.rect("handle"))
    let drag = try #require(host?.beginDrag(at: CGPoint(x: frame.midX, y: frame.midY)))
    host = nil
    drag.move(to: CGPoint(x: frame.midX + 50, y: frame.midY))
    drag.end()
    #expect(!drag.hasStarted)
  }

  /// A square that follows a drag and springs home when let go.
  struct Thrown: View {
    @State var offset: CGFloat = 0
    var body: some View {
      Block(width: 20, height: 20)
        .offset(x: offset)
        .gesture(
          DragGesture()
            .onChanged { offset = $0.translation.width }
            .onEnded { _ in withAnimation(.spring(duration: 1)) { offset = 0 } }
        )
        .accessibilityIdentifier("thrown")
    }
  }

  @Test func aSpringAfterADragKeepsTheDragsVelocity() throws {
    let host = ViewHost(Thrown(), size: CGSize(width: 200, height: 100))
    let start = try #require(host.snapshot(of: "thrown")).frame
    // 60 points to the right in half a second, then let go.
    #expect(
      host.drag(
        from: CGPoint(x: start.midX, y: start.midY),
        to: CGPoint(x: start.midX + 60, y: start.midY), duration: 0.5))
    let released = try #require(host.snapshot(of: "thrown")).frame
    #expect(abs(released.midX - (start.midX + 60)) < 1e-9)
    // Thrown at 120 points per second, the square goes on to the right before it turns back.
    host.advance(by: 0.015)
    #expect(try #require(host.snapshot(of: "thrown")).frame.midX > released.midX + 1)
    host.advance(by: 3)
    #expect(abs(try #require(host.snapshot(of: "thrown")).frame.midX - start.midX) < 0.01)
  }

  @Test func anEndlessDragIsCappedAtADay() {
    #expect(DragSession.steps(for: .greatestFiniteMagnitude) == 86_400 * 60)
    #expect(DragSession.steps(for: -1) == 1)
    #expect(DragSession.steps(for: 0.25) == 15)
  }
}
