import Foundation
import Testing

@testable import Choreo

/// Turns the views below on from a test.
@MainActor
private final class Power {
  var binding: Binding<Bool>?
}

/// A 20 × 20 square, blurred and shadowed more while on.
private struct Hazy: View {
  let power: Power
  @State private var isOn = false

  var body: some View {
    power.binding = $isOn
    return Color.red.frame(width: 20, height: 20)
      .blur(radius: isOn ? 10 : 2)
      .shadow(color: .black, radius: isOn ? 8 : 0, x: isOn ? 10 : 0, y: isOn ? -6 : 4)
  }
}

/// Blocks whose scale and rotation anchors (and factors) change while on.
///
/// In a 200 × 100 host the 20 × 20 blocks are laid out at (90, 40, 20, 20) and the 40 × 20
/// blocks at (80, 40, 40, 20).
private struct Anchored: View {
  let power: Power
  @State private var isOn = false

  var body: some View {
    power.binding = $isOn
    return ZStack {
      Block(width: 20, height: 20)
        .scaleEffect(2, anchor: isOn ? .bottomTrailing : .topLeading)
        .accessibilityIdentifier("scaled")
      Block(width: 20, height: 20)
        .scaleEffect(isOn ? 3 : 1, anchor: isOn ? .bottomTrailing : .topLeading)
        .accessibilityIdentifier("growing")
      Block(width: 40, height: 20)
        .rotationEffect(.degrees(90), anchor: isOn ? .trailing : .leading)
        .accessibilityIdentifier("turned")
      Block(width: 40, height: 20)
        .rotationEffect(.degrees(isOn ? 180 : 0), anchor: isOn ? .trailing : .leading)
        .accessibilityIdentifier("turning")
    }
  }
}

/// A wedge of a circle's bounding square: from the centre to the trailing edge's midpoint,
/// then straight to the point `degrees` round the circle (clockwise on screen), and back.
private struct Wedge: Shape {
  var degrees: Double

  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }

  func path(in rect: CGRect) -> Path {
    let radius = rect.width / 2
    let angle = degrees * .pi / 180
    return Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(
        to: CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle)))
      path.closeSubpath()
    }
  }
}

/// An 80 × 80 wedge that opens to a quarter turn while on.
private struct Opening: View {
  let power: Power
  @State private var isOn = false

  var body: some View {
    power.binding = $isOn
    return Wedge(degrees: isOn ? 90 : 0).fill(Color.blue).frame(width: 80, height: 80)
  }
}

/// Whether `a` and `b` agree to within 1e-9 in every component.
private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
    && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// The points of `path`'s elements, in order (a close as no point).
private func points(of path: Path) -> [CGPoint] {
  var result: [CGPoint] = []
  path.forEach { element in
    switch element {
    case .move(let point), .line(let point): result.append(point)
    case .quadCurve(let point, _), .curve(let point, _, _): result.append(point)
    case .closeSubpath: break
    }
  }
  return result
}

@MainActor
@Suite("Effect values half way through an animation (§3)")
struct AnimatedEffectValueTests {
  /// A host of `view` turned on with a one-second linear animation and advanced to 0.5 s.
  private func midway<V: View>(_ make: (Power) -> V) -> ViewHost<V> {
    let power = Power()
    let host = ViewHost(make(power), size: CGSize(width: 200, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { power.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    return host
  }

  @Test func aBlurRadiusIsHalfwayAtTheMidpoint() throws {
    let host = midway { Hazy(power: $0) }
    let item = try #require(host.displayList.items.first)
    #expect(abs(item.blurRadius - (2 + 10) / 2) < 1e-9)
    host.advance(to: 1.1)
    #expect(host.displayList.items.first?.blurRadius == 10)
  }

  @Test func aShadowsRadiusAndOffsetAreHalfwayAtTheMidpoint() throws {
    let host = midway { Hazy(power: $0) }
    let shadow = try #require(host.displayList.items.first?.shadows.first)
    #expect(abs(shadow.radius - 4) < 1e-9)
    // From (0, 4) to (10, −6).
    #expect(abs(shadow.offset.width - 5) < 1e-9)
    #expect(abs(shadow.offset.height - -1) < 1e-9)
    host.advance(to: 1.1)
    let settled = try #require(host.displayList.items.first?.shadows.first)
    #expect(settled.radius == 8)
    #expect(settled.offset == CGSize(width: 10, height: -6))
  }

  @Test func aScaleEffectsAnchorAnimates() throws {
    let power = Power()
    let host = ViewHost(Anchored(power: power), size: CGSize(width: 200, height: 100))
    // Doubled about the top-leading corner (90, 40).
    #expect(host.snapshot(of: "scaled")?.frame == CGRect(x: 90, y: 40, width: 40, height: 40))
    host.update { withAnimation(.linear(duration: 1)) { power.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    // Half way from top-leading to bottom-trailing is the centre (100, 50).
    let scaled = try #require(host.snapshot(of: "scaled"))
    #expect(isClose(scaled.frame, CGRect(x: 80, y: 30, width: 40, height: 40)))
    // Factor and anchor together: 2 about the centre.
    let growing = try #require(host.snapshot(of: "growing"))
    #expect(isClose(growing.frame, CGRect(x: 80, y: 30, width: 40, height: 40)))
    host.advance(to: 1.1)
    // About the bottom-trailing corner (110, 60): doubled, and tripled.
    #expect(host.snapshot(of: "scaled")?.frame == CGRect(x: 70, y: 20, width: 40, height: 40))
    #expect(host.snapshot(of: "growing")?.frame == CGRect(x: 50, y: 0, width: 60, height: 60))
  }

  @Test func aRotationEffectsAnchorAnimates() throws {
    let power = Power()
    let host = ViewHost(Anchored(power: power), size: CGSize(width: 200, height: 100))
    // A quarter turn of the 40 × 20 block about its leading midpoint (80, 50): 20 × 40 below
    // and either side of that point.
    let start = try #require(host.snapshot(of: "turned"))
    #expect(isClose(start.frame, CGRect(x: 70, y: 50, width: 20, height: 40)))
    host.update { withAnimation(.linear(duration: 1)) { power.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    // The anchor is half way, at the centre (100, 50), which stays put.
    let turned = try #require(host.snapshot(of: "turned"))
    #expect(isClose(turned.frame, CGRect(x: 90, y: 30, width: 20, height: 40)))
    let centre = CGPoint(x: 100, y: 50).applying(turned.transform)
    #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 50) < 1e-9)
    // Angle and anchor together: a quarter of the half turn about the centre.
    let turning = try #require(host.snapshot(of: "turning"))
    #expect(isClose(turning.frame, CGRect(x: 90, y: 30, width: 20, height: 40)))
    host.advance(to: 1.1)
    // About the trailing midpoint (120, 50): a quarter turn lies above it, a half turn
    // beyond it.
    let end = try #require(host.snapshot(of: "turned"))
    #expect(isClose(end.frame, CGRect(x: 110, y: 10, width: 20, height: 40)))
    let ended = try #require(host.snapshot(of: "turning"))
    #expect(isClose(ended.frame, CGRect(x: 120, y: 40, width: 40, height: 20)))
  }

  @Test func aCustomShapeIsDrawnWithItsInterpolatedData() throws {
    let host = midway { Opening(power: $0) }
    let item = try #require(host.displayList.items.first)
    #expect(item.frame == CGRect(x: 60, y: 10, width: 80, height: 80))
    guard case .shape(let drawing) = item.content, case .fill(let path, _) = drawing.geometry
    else {
      Issue.record("expected a filled shape")
      return
    }
    // Half way from 0° to 90°: the wedge's last corner is 45° round a circle of radius 40
    // about (40, 40), in the item's own coordinates.
    let expected = [
      CGPoint(x: 40, y: 40), CGPoint(x: 80, y: 40),
      CGPoint(x: 40 + 20 * sqrt(2), y: 40 + 20 * sqrt(2)),
    ]
    let drawn = points(of: path)
    #expect(drawn.count == expected.count)
    for (point, wanted) in zip(drawn, expected) {
      #expect(abs(point.x - wanted.x) < 1e-9 && abs(point.y - wanted.y) < 1e-9)
    }
    #expect(host.animations.map(\.attribute) == ["shape"])
    host.advance(to: 1.1)
    guard case .shape(let final) = try #require(host.displayList.items.first).content,
      case .fill(let finalPath, _) = final.geometry
    else {
      Issue.record("expected a filled shape")
      return
    }
    // A quarter turn: straight below the centre, on the bottom edge.
    let last = try #require(points(of: finalPath).last)
    #expect(abs(last.x - 40) < 1e-9 && abs(last.y - 80) < 1e-9)
  }
}
