import Choreo
import Foundation
import Testing

/// `aspectRatio`, `scaledToFit` and `scaledToFill`: the content is proposed the proposal's
/// largest (fit) or smallest (fill) size of the ratio, axes not proposed limiting nothing.
@MainActor
@Suite("Aspect ratio")
struct AspectRatioTests {
  /// A fixed 100-point column proposes its width and no height to each cell.
  private func column<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    LazyVGrid(columns: [GridItem(.fixed(100))], spacing: 0, content: content)
  }

  @Test func aFittedViewIsAsWideAsAColumnThatProposesNoHeight() {
    let host = ViewHost(
      column {
        Color.red.aspectRatio(1, contentMode: .fit).accessibilityIdentifier("square")
        Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("wide")
        Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
          .accessibilityIdentifier("tall")
      })
    #expect(host.rect("square").size == CGSize(width: 100, height: 100))
    #expect(host.rect("wide").size == CGSize(width: 100, height: 50))
    #expect(host.rect("tall").size == CGSize(width: 100, height: 200))
  }

  @Test func fitTouchesTheProposalFromInsideAndFillFromOutside() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.aspectRatio(1, contentMode: .fit).accessibilityIdentifier("fit")
          .frame(width: 200, height: 100)
        Color.red.aspectRatio(1, contentMode: .fill).accessibilityIdentifier("fill")
          .frame(width: 200, height: 100)
      })
    #expect(host.rect("fit").size == CGSize(width: 100, height: 100))
    #expect(host.rect("fill").size == CGSize(width: 200, height: 200))
  }

  @Test func withoutARatioTheContentsIdealSizeGivesIt() throws {
    let url = try writeHeaderOnlyPNG(width: 40, height: 30)
    defer { try? FileManager.default.removeItem(at: url) }
    try ImageRegistry.shared.register("aspect-photo", pngFile: url)
    defer { ImageRegistry.shared.unregister("aspect-photo") }
    let host = ViewHost(
      VStack(spacing: 0) {
        Image("aspect-photo").resizable().scaledToFit().accessibilityIdentifier("fit")
          .frame(width: 80, height: 80)
        Image("aspect-photo").resizable().scaledToFill().accessibilityIdentifier("fill")
          .frame(width: 80, height: 80)
        column {
          Image("aspect-photo").resizable().scaledToFit().accessibilityIdentifier("cell")
        }
      })
    #expect(host.rect("fit").size == CGSize(width: 80, height: 60))
    let fill = host.rect("fill").size
    #expect(abs(fill.width - 80 * 4 / 3) < 1e-9 && fill.height == 80)
    #expect(host.rect("cell").size == CGSize(width: 100, height: 75))
  }

  @Test func anUnspecifiedProposalPassesThrough() {
    // `fixedSize` proposes nothing: the colour takes its ideal 10 × 10, whatever the ratio.
    let host = ViewHost(
      Color.red.aspectRatio(3, contentMode: .fit).fixedSize().accessibilityIdentifier("ideal"))
    #expect(host.rect("ideal").size == CGSize(width: 10, height: 10))
  }

  @Test func badRatiosConstrainNothingOrCountAsOne() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.aspectRatio(-2, contentMode: .fit).accessibilityIdentifier("negative")
          .frame(width: 200, height: 100)
        Color.red.aspectRatio(.nan, contentMode: .fit).accessibilityIdentifier("nan")
          .frame(width: 200, height: 100)
      })
    #expect(host.rect("negative").size == CGSize(width: 200, height: 100))
    #expect(host.rect("nan").size == CGSize(width: 100, height: 100))
  }
}
