import Choreo
import Foundation
import Testing

@testable import ChoreoRender

@MainActor
@Suite struct BenchmarkSceneTests {
  @Test(arguments: [1.0, 0.35])
  func rectanglesFollowTheirFormulas(sizeFactor: CGFloat) throws {
    let list = ViewHost(
      BenchmarkScene(sizeFactor: sizeFactor), size: BenchmarkScene.canvasSize
    ).displayList
    #expect(list.size == CGSize(width: 1280, height: 800))
    #expect(list.items.count == 1_000)
    for (i, item) in list.items.enumerated() {
      let width = CGFloat(30 + (i * 37) % 171) * sizeFactor
      let height = CGFloat(20 + (i * 53) % 121) * sizeFactor
      let shown = item.frame.applying(item.transform)
      #expect(abs(shown.minX - CGFloat((i * 97) % 1180)) < 1e-9, "rectangle \(i)")
      #expect(abs(shown.minY - CGFloat((i * 61) % 740)) < 1e-9, "rectangle \(i)")
      #expect(abs(item.frame.width - width) < 1e-9 && abs(item.frame.height - height) < 1e-9)
      #expect(abs(item.opacity - (0.15 + Double(i % 81) / 100)) < 1e-12)
      guard case .shape(let drawing) = item.content,
        case .linearGradient(let gradient, let start, let end) = drawing.paint
      else {
        Issue.record("rectangle \(i) is not a gradient-filled shape")
        continue
      }
      #expect(start == .top && end == .bottom)
      let top = Color(hue: Double(i % 360) / 360, saturation: 0.8, brightness: 0.9)
        .resolve(in: EnvironmentValues())
      #expect(gradient.stops.first?.color == top)
    }
  }

  @Test func bothFramesMatchTheirGoldens() throws {
    // A quarter of the size, so the goldens stay small.
    for (name, factor) in [("benchmark-heavy", 1.0), ("benchmark-light", 0.35)] {
      let list = ViewHost(
        BenchmarkScene(sizeFactor: factor), size: BenchmarkScene.canvasSize
      ).displayList
      let bitmap = try Rasterizer(scale: 0.25, background: Scenes.white).render(list)
      try Snapshot.expect(bitmap, matches: name)
    }
  }
}
