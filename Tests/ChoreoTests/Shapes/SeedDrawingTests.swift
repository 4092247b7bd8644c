import Choreo
import Foundation
import Testing

/// The drawing code of the seed articles compiles unchanged and draws what they describe.
@MainActor
@Suite("Seed drawing code")
struct SeedDrawingTests {
  private struct MyColor: Identifiable {
    var id = UUID()
    var color: Color
  }

  /// Seed 000: sample colours by hue, filled into a rounded rectangle as gradients.
  @Test func staggerSeedColoursAndGradients() {
    let sampleColors = (0..<10).map { ix in
      MyColor(color: .init(hue: .init(ix) / 20, saturation: 0.8, brightness: 0.8))
    }
    let rect = RoundedRectangle(cornerRadius: 16)
    let environment = EnvironmentValues()
    let big = rect.fill(.blue.gradient)
    let small = sampleColors.map { rect.fill($0.color.gradient) }
    #expect(small.count == 10)
    guard case .linearGradient(let gradient, _, _) = big.style.resolvePaint(in: environment)
    else {
      Issue.record("expected a gradient")
      return
    }
    #expect(gradient.stops.last?.color == Color.blue.resolve(in: environment))
    let first = sampleColors[0].color.resolve(in: environment)
    #expect(abs(first.red - 0.8) < 1e-6 && abs(first.blue - 0.16) < 1e-6)
  }

  /// Seed 004: a shape filled with one of two colours by a toggle.
  @Test(arguments: [true, false])
  func debuggingSeedTogglesAFill(toggle: Bool) {
    let view = Rectangle().fill(toggle ? Color.red : .blue)
    #expect(view.style == (toggle ? .red : .blue))
  }

  /// Seed 002: a gradient used as a view.
  @Test func notificationSeedGradientBackground() {
    let primaryGradientBackground = Color(red: 0.2, green: 0.3, blue: 0.9)
    let secondaryGradientBackground = Color.purple
    let background = LinearGradient(
      colors: [primaryGradientBackground, secondaryGradientBackground],
      startPoint: .leading,
      endPoint: .trailing
    )
    let host = ViewHost(background)
    var leaves = 0
    host.forEachNode { node in
      if node.view is any ShapeDrawingLeaf { leaves += 1 }
    }
    #expect(leaves == 1)
  }
}
