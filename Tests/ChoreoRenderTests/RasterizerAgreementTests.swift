import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// Whether librsvg's `rsvg-convert` is installed (`.ci/run` installs Debian's librsvg2-bin).
private let rsvgConvert = "/usr/bin/rsvg-convert"
private let hasRSVG = FileManager.default.isExecutableFile(atPath: rsvgConvert)

/// The SVG renderer and the rasterizer agree: an SVG drawn by a second, independent rasterizer
/// (librsvg) matches Choreo's own drawing of the same display list.
///
/// Tolerance: edges are anti-aliased differently, and librsvg blends in its own precision, so
/// pixels are compared channel by channel: the mean difference must stay under 0.5 levels of
/// 255 and no more than 1 % of pixels may differ by more than 48 levels (edge pixels).
@MainActor
@Suite(
  "The SVG and the rasterizer agree",
  .enabled(if: hasRSVG, "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
struct RasterizerAgreementTests {
  private func compare(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-agreement-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("frame.svg")
    let png = folder.appendingPathComponent("frame.png")
    try SVGRenderer(scale: 2).data(for: list).write(to: svg)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: rsvgConvert)
    process.arguments = ["-b", "white", "-o", png.path, svg.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, sourceLocation: sourceLocation)
    let theirs = try PNGTestDecoder.decode(Data(contentsOf: png), allowsAncillaryChunks: true)
    let ours = try Rasterizer(scale: 2, background: Scenes.white).render(list)
    try #require(
      theirs.width == ours.width && theirs.height == ours.height, sourceLocation: sourceLocation)
    let mine = ours.straightBytes()
    var total = 0
    var far = 0
    for index in mine.indices {
      let difference = abs(Int(mine[index]) - Int(theirs.pixels[index]))
      total += difference
      if difference > 48 { far += 1 }
    }
    let mean = Double(total) / Double(mine.count)
    #expect(mean < 0.5, "mean difference \(mean)", sourceLocation: sourceLocation)
    #expect(
      Double(far) < 0.01 * Double(mine.count), "\(far) channels differ by more than 48",
      sourceLocation: sourceLocation)
  }

  @Test func shapesAndStrokes() throws {
    try compare(
      Scenes.list(width: 160, height: 90) {
        Rectangle().fill(Scenes.red).frame(width: 40, height: 30).offset(x: 5, y: 5)
        RoundedRectangle(cornerRadius: 10).fill(Scenes.green)
          .frame(width: 50, height: 30).offset(x: 55, y: 5)
        Circle().fill(Scenes.blue).frame(width: 34, height: 34).offset(x: 115, y: 3)
        Capsule().stroke(Scenes.black, lineWidth: 4).frame(width: 60, height: 24)
          .offset(x: 10, y: 55)
        Ellipse().fill(Color.orange).opacity(0.5).frame(width: 60, height: 30)
          .offset(x: 40, y: 50)
      })
  }

  @Test func gradientsTransformsAndGroups() throws {
    try compare(
      Scenes.list(width: 160, height: 90) {
        LinearGradient(colors: [Scenes.red, Scenes.blue], startPoint: .top, endPoint: .bottom)
          .frame(width: 50, height: 60).offset(x: 5, y: 10)
        RadialGradient(
          colors: [Color.yellow, Scenes.green], center: .center, startRadius: 0, endRadius: 30
        )
        .frame(width: 50, height: 50).rotationEffect(.degrees(30)).offset(x: 65, y: 15)
        ZStack {
          Circle().fill(Scenes.red).frame(width: 30, height: 30).offset(x: -6)
          Circle().fill(Scenes.blue).frame(width: 30, height: 30).offset(x: 6)
        }
        .compositingGroup().opacity(0.5).offset(x: 115, y: 20)
      })
  }

  @Test func slicedAndTiledImages() throws {
    // A 12 × 12 image: a dark frame 3 wide around a light square with a dot.
    var source = try Bitmap(width: 12, height: 12)
    for y in 0..<12 {
      for x in 0..<12 {
        let border = x < 3 || y < 3 || x >= 9 || y >= 9
        let dot = (5...6).contains(x) && (5...6).contains(y)
        source[x, y] =
          border
          ? Bitmap.Pixel(red: 40, green: 40, blue: 120, alpha: 255)
          : dot
            ? Bitmap.Pixel(red: 200, green: 30, blue: 30, alpha: 255)
            : Bitmap.Pixel(red: 230, green: 230, blue: 200, alpha: 255)
      }
    }
    let insets = EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
    try Scenes.withImage(source, named: "agreement-panel") {
      try compare(
        Scenes.list(width: 120, height: 60) {
          Image("agreement-panel").resizable(capInsets: insets)
            .frame(width: 50, height: 40).offset(x: 4, y: 4)
          Image("agreement-panel").resizable(capInsets: insets, resizingMode: .tile)
            .frame(width: 54, height: 42).offset(x: 60, y: 8)
        })
    }
  }

  @Test func clipsMasksAndText() throws {
    try compare(
      Scenes.list(width: 180, height: 90) {
        LinearGradient(
          colors: [Scenes.red, Scenes.blue], startPoint: .leading, endPoint: .trailing
        )
        .frame(width: 50, height: 50).clipShape(Circle()).offset(x: 5, y: 5)
        ZStack {
          Circle().fill(Color.orange).frame(width: 36, height: 36).offset(x: -8)
          Circle().fill(Color.purple).frame(width: 36, height: 36).offset(x: 8)
        }
        .frame(width: 56, height: 50)
        .mask {
          LinearGradient(
            colors: [Scenes.black, Scenes.black.opacity(0)], startPoint: .top, endPoint: .bottom)
        }
        .offset(x: 62, y: 5)
        Text("Choreo").font(.system(size: 18)).offset(x: 10, y: 62)
      })
  }
}
