import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// A clipped gradient card, a rounded photo-like square, and two overlapping circles masked
/// as one group by a fading bar.
private struct ClipsAndMasks: View {
  var body: some View {
    HStack(spacing: 20) {
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        .frame(width: 80, height: 80)
        .clipShape(Circle())
      Color.green.frame(width: 80, height: 80).cornerRadius(16)
      ZStack {
        Circle().fill(Color.orange).frame(width: 60, height: 60).offset(x: -12)
        Circle().fill(Color.purple).frame(width: 60, height: 60).offset(x: 12)
      }
      .frame(width: 90, height: 80)
      .mask {
        LinearGradient(
          colors: [.black, .black.opacity(0)], startPoint: .top, endPoint: .bottom)
      }
    }
  }
}

@Suite("SVG clips and masks")
@MainActor
struct SVGClipAndMaskTests {
  @Test func clipsAndMasksBecomeClipPathsAndAlphaMasks() throws {
    let list = ViewHost(ClipsAndMasks(), size: CGSize(width: 320, height: 100)).displayList
    let output = SVGRenderer().render(list)
    SVGSnapshot.expect(output, matches: "clips-masks")
    #expect(output.components(separatedBy: "clip-path=\"url(#clip").count - 1 == 2)
    // Both circles sit in one masked group.
    let group = try #require(output.range(of: "<g mask=\"url(#mask1)\">"))
    let rest = output[group.upperBound...]
    let end = try #require(rest.range(of: "</g>"))
    #expect(rest[..<end.lowerBound].components(separatedBy: "<path").count - 1 == 2)
  }
}
