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
}
