import Choreo
import Foundation

/// The scene `choreo bench render` draws, and tests check: 1,000 translucent rounded
/// rectangles filled with vertical gradients on a 1280 × 800 canvas, drawn in order.
///
/// Rectangle i (0…999) is at x = (97·i) mod 1180, y = (61·i) mod 740, sized
/// 30 + (37·i) mod 171 by 20 + (53·i) mod 121 points (both times `sizeFactor`), with corners
/// of a quarter of its shorter side, opacity 0.15 + (i mod 81)/100, and a linear gradient
/// from hue (i mod 360)/360 at the top to hue (7·i mod 360)/360 at the bottom (saturation
/// 0.8, brightness 0.9). The "heavy" frame has `sizeFactor` 1, the "light" one 0.35. The
/// canvas is white: render it with a white background.
///
/// ```swift
/// let host = ViewHost(BenchmarkScene(sizeFactor: 1), size: BenchmarkScene.canvasSize)
/// let bitmap = try Rasterizer(background: .init(red: 1, green: 1, blue: 1))
///   .render(host.displayList)
/// ```
package struct BenchmarkScene: View {
  /// The canvas, in points.
  package static let canvasSize = CGSize(width: 1280, height: 800)

  /// The number of rectangles.
  package static let count = 1_000

  /// What every rectangle's width and height are multiplied by.
  package var sizeFactor: CGFloat

  package init(sizeFactor: CGFloat) {
    self.sizeFactor = sizeFactor
  }

  package var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(0..<Self.count, id: \.self) { i in
        let width = CGFloat(30 + (i * 37) % 171) * sizeFactor
        let height = CGFloat(20 + (i * 53) % 121) * sizeFactor
        RoundedRectangle(cornerRadius: min(width, height) / 4)
          .fill(
            LinearGradient(
              colors: [Self.color(hue: i % 360), Self.color(hue: (i * 7) % 360)],
              startPoint: .top, endPoint: .bottom)
          )
          .frame(width: width, height: height)
          .opacity(0.15 + Double(i % 81) / 100)
          .offset(x: CGFloat((i * 97) % 1180), y: CGFloat((i * 61) % 740))
      }
    }
    .frame(
      width: Self.canvasSize.width, height: Self.canvasSize.height, alignment: .topLeading)
  }

  private static func color(hue degrees: Int) -> Color {
    Color(hue: Double(degrees) / 360, saturation: 0.8, brightness: 0.9)
  }
}
