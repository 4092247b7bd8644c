import Choreo
import Testing

@MainActor
@Suite("Lazy grids (§9.5)")
struct GridLayoutTests {
  private func cells(_ count: Int) -> some View {
    ForEach(0..<count) { index in Fill().frame(height: 10).accessibilityIdentifier("cell-\(index)")
    }
  }

  @Test func fixedThenAdaptiveColumns() {
    // objc.io's example: fixed(70) + adaptive(min 40) in 200 pt leaves 122 for the adaptive
    // column, hence two items of (122 − 8) / 2 = 57.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(3) }
        .frame(width: 200))
    #expect(host.rect("cell-0").width == 70)
    #expect(host.rect("cell-1").width == 57)
    #expect(host.rect("cell-2").width == 57)
    #expect(host.rect("cell-2").minX - host.rect("cell-1").minX == CGFloat(57 + 8))
  }

  @Test func adaptiveColumnsWithSpacing() {
    // mo4tech's example: width 300, adaptive(50…100), spacing 8 gives 5 items of 53.6.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100), spacing: 8)]) { cells(5) }
        .frame(width: 300))
    let width = host.rect("cell-0").width
    #expect(abs(width - CGFloat(300 - 4 * 8) / 5) < 1e-9)
    #expect(host.rect("cell-4").minY == host.rect("cell-0").minY)
  }

  @Test func theStaggerScreenHasThreeColumns() {
    // In a 390-wide host with 16 padding, adaptive(80) with 16 spacing gives 3 columns.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 16)], spacing: 16) { cells(10) }
        .padding())
    let rowY = host.rect("cell-0").minY
    #expect(host.rect("cell-2").minY == rowY)
    #expect(host.rect("cell-3").minY == rowY + CGFloat(10 + 16))
    #expect(abs(host.rect("cell-0").width - CGFloat(390 - 32 - 2 * 16) / 3) < 1e-9)
  }

  @Test func flexibleColumnsShareAndRowsTakeTheTallestCell() {
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(), GridItem()], spacing: 4) {
        Block(width: 10, height: 30).accessibilityIdentifier("tall")
        Block(width: 10, height: 10)
        Block(width: 10, height: 10).accessibilityIdentifier("next")
      }.frame(width: 208))
    // Rows are as tall as their tallest cell; the next row starts below it.
    #expect(host.rect("next").minY - host.rect("tall").minY == CGFloat(30 + 4))
  }

  @Test func lazyHGridFlowsAcross() {
    let host = ViewHost(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 6) {
        ForEach(0..<4) { Block(width: 15, height: 5).accessibilityIdentifier("h-\($0)") }
      })
    #expect(host.rect("h-1").minX == host.rect("h-0").minX)
    #expect(host.rect("h-2").minX == host.rect("h-0").minX + CGFloat(15 + 6))
  }
}
