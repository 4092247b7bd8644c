import Choreo
import Foundation
import Testing

@testable import ChoreoRender

@Suite("SVG images")
@MainActor
struct SVGImageTests {
  @Test func aPNGIsInlinedAndStretchedToItsFrame() throws {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 3, 8, 6, 0, 0, 0]
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-svg-\(UUID()).png")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try ImageRegistry.shared.register("svg-test-pixels", pngFile: url)
    defer { ImageRegistry.shared.unregister("svg-test-pixels") }
    let host = ViewHost(
      Image("svg-test-pixels").resizable().frame(width: 40, height: 30),
      size: CGSize(width: 100, height: 100))
    let svg = SVGRenderer().render(host.displayList)
    let expected =
      "<image transform=\"translate(30 35)\" width=\"40\" height=\"30\" "
      + "preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"
      + Data(bytes).base64EncodedString() + "\"/>"
    #expect(svg.contains(expected))
  }

  /// A 4 × 4 image, every pixel a different colour, registered as `name` for `body`.
  private func withImage(_ name: String, _ body: () throws -> Void) throws {
    var source = try Bitmap(width: 4, height: 4)
    for y in 0..<4 {
      for x in 0..<4 {
        source[x, y] = Bitmap.Pixel(
          red: UInt8(x * 60), green: UInt8(y * 60), blue: 100, alpha: 255)
      }
    }
    try Scenes.withImage(source, named: name, body)
  }

  private func count(_ text: String, in svg: String) -> Int {
    svg.components(separatedBy: text).count - 1
  }

  @Test func capInsetsDrawNinePiecesOfCroppedParts() throws {
    try withImage("svg-test-panel") {
      let host = ViewHost(
        Image("svg-test-panel")
          .resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
          .frame(width: 40, height: 30),
        size: CGSize(width: 40, height: 30))
      let svg = SVGRenderer().render(host.displayList)
      #expect(count("<use ", in: svg) == 9)
      #expect(count("<image id=", in: svg) == 9)
      // The corners keep their size: the top-left piece is one point square, showing one pixel.
      #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"1\" height=\"1\" viewBox=\"0 0 1 1\""))
      #expect(svg.contains("<svg x=\"1\" y=\"1\" width=\"38\" height=\"28\" viewBox=\"0 0 2 2\""))
    }
  }

  @Test func aTiledImageRepeatsOneDefinition() throws {
    try withImage("svg-test-tile") {
      let host = ViewHost(
        Image("svg-test-tile").resizable(resizingMode: .tile).frame(width: 12, height: 4),
        size: CGSize(width: 12, height: 4))
      let svg = SVGRenderer().render(host.displayList)
      #expect(count("<use ", in: svg) == 3)
      #expect(count("<image id=", in: svg) == 1)
    }
  }

  @Test func tooManyRepeatsStretchInstead() throws {
    try withImage("svg-test-many") {
      let host = ViewHost(
        Image("svg-test-many").resizable(resizingMode: .tile).frame(width: 4_000, height: 4_000),
        size: CGSize(width: 4_000, height: 4_000))
      let svg = SVGRenderer().render(host.displayList)
      #expect(count("<use ", in: svg) == 1)
    }
  }
}
