import Choreo
import Foundation
import Testing

@MainActor
private final class Level {
  var binding: Binding<Double>?
  var bodies: [Double] = []
}

/// A modifier that shows its animated value through its body.
private struct Dim: ViewModifier, Animatable {
  var amount: Double
  let level: Level

  nonisolated var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  func body(content: Content) -> some View {
    level.bodies.append(amount)
    return content.opacity(1 - amount)
  }
}

/// A view that draws its animated value through its body.
private struct Bar: View, Animatable {
  var fraction: Double

  nonisolated var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  var body: some View {
    Block(width: 10, height: 10).offset(x: fraction * 100).accessibilityIdentifier("bar")
  }
}

private struct Scene: View {
  let level: Level
  @State private var value = 0.0

  var body: some View {
    level.binding = $value
    return VStack {
      Block(width: 20, height: 20).modifier(Dim(amount: value, level: level))
        .accessibilityIdentifier("dimmed")
      Bar(fraction: value)
    }
  }
}

@MainActor
@Suite("Custom Animatable views and modifiers re-run every frame (§3)")
struct CustomAnimatableTests {
  @Test func bodiesRunWithInterpolatedData() throws {
    let level = Level()
    let host = ViewHost(Scene(level: level), size: CGSize(width: 300, height: 100))
    let start = try #require(host.snapshot(of: "bar")).frame.minX
    host.update { withAnimation(.linear(duration: 1)) { level.binding?.wrappedValue = 1 } }
    host.advance(to: 0.25)
    #expect(abs((host.snapshot(of: "dimmed")?.opacity ?? -1) - 0.75) < 1e-9)
    #expect(abs(try #require(host.snapshot(of: "bar")).frame.minX - (start + 25)) < 1e-9)
    host.advance(to: 0.5)
    #expect(abs((host.snapshot(of: "dimmed")?.opacity ?? -1) - 0.5) < 1e-9)
    host.advance(to: 1.2)
    #expect(host.snapshot(of: "dimmed")?.opacity == 0)
    #expect(abs(try #require(host.snapshot(of: "bar")).frame.minX - (start + 100)) < 1e-9)
    // The body saw the values in between, and ended on the model.
    #expect(level.bodies.contains { abs($0 - 0.25) < 1e-9 })
    #expect(level.bodies.last == 1)
    #expect(host.animations.isEmpty)
  }
}

/// Shifts content right by `amount` of its own width.
private struct Nudge: GeometryEffect {
  var amount: CGFloat

  nonisolated var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: size.width * amount, y: 0))
  }
}

private struct Nudged: View {
  let level: Level
  @State private var value = 0.0

  var body: some View {
    level.binding = $value
    return Block(width: 20, height: 10).modifier(Nudge(amount: CGFloat(value)))
      .scaleEffect(2, anchor: .topLeading)
      .accessibilityIdentifier("nudged")
  }
}

@MainActor
@Suite("Geometry effects")
struct GeometryEffectTests {
  @Test func aGeometryEffectAnimatesFromItsSize() throws {
    let level = Level()
    let host = ViewHost(Nudged(level: level), size: CGSize(width: 200, height: 100))
    // Laid out at (90, 45, 20, 10); scaled twice from its top-leading corner: (90, 45, 40, 20).
    #expect(host.snapshot(of: "nudged")?.frame == CGRect(x: 90, y: 45, width: 40, height: 20))
    host.update { withAnimation(.linear(duration: 1)) { level.binding?.wrappedValue = 1 } }
    host.advance(to: 0.5)
    // Half its width (10) inside the scale: 20 on screen.
    let frame = try #require(host.snapshot(of: "nudged")?.frame)
    #expect(frame == CGRect(x: 110, y: 45, width: 40, height: 20))
    #expect(host.animations.map(\.attribute) == ["effect"])
  }
}
