import Foundation
import Testing

@testable import Choreo
@testable import ChoreoRender

/// Pixels whose values follow by hand from exact area coverage, premultiplied source-over
/// with rounding to nearest, and sRGB gradient interpolation.
@MainActor
@Suite struct RasterizerPixelTests {
  /// A font file rewritten and registered again draws as the new font: outlines read from
  /// the old file are not drawn again.
  @Test func textFollowsAFontFileRegisteredAgain() throws {
    let fonts = "/usr/share/fonts/truetype/dejavu"
    func pixels(_ name: String) throws -> [UInt8] {
      let list = Scenes.list(width: 120, height: 40) { Text("Wig").font(.custom(name, size: 28)) }
      return try Rasterizer(background: Scenes.white).render(list).bytes
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-redrawn-\(UUID().uuidString).ttf").path
    try FileManager.default.copyItem(atPath: fonts + "/DejaVuSans.ttf", toPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FontRegistry.register("ChoreoRedrawn", path: path)
    try FontRegistry.register("ChoreoSerif", path: fonts + "/DejaVuSerif.ttf")
    defer {
      FontRegistry.unregister("ChoreoRedrawn")
      FontRegistry.unregister("ChoreoSerif")
    }
    let sans = try pixels("ChoreoRedrawn")
    let serif = try pixels("ChoreoSerif")
    #expect(sans != serif)
    try Data(contentsOf: URL(fileURLWithPath: fonts + "/DejaVuSerif.ttf"))
      .write(to: URL(fileURLWithPath: path))
    try FontRegistry.register("ChoreoRedrawn", path: path)
    #expect(try pixels("ChoreoRedrawn") == serif)
  }

  @Test func anEdgeHalfwayAcrossAPixelHalfCoversIt() throws {
    // Black from x = 0.5 to 2.5 over the whole height: columns 0 and 2 are half covered.
    let list = Scenes.list(width: 4, height: 2) {
      Rectangle().fill(Scenes.black).frame(width: 2, height: 2).offset(x: 0.5)
    }
    let bitmap = try Rasterizer().render(list)
    for y in 0..<2 {
      #expect(bitmap.rgba(0, y) == [0, 0, 0, 128])  // 0.5 × 255 = 127.5 → 128
      #expect(bitmap.rgba(1, y) == [0, 0, 0, 255])
      #expect(bitmap.rgba(2, y) == [0, 0, 0, 128])
      #expect(bitmap.rgba(3, y) == [0, 0, 0, 0])
    }
  }

  @Test func aCornerQuarterCoversItsPixel() throws {
    // Corner at (0.5, 0.5): pixel (0, 0) is a quarter covered, its neighbours half.
    let list = Scenes.list(width: 3, height: 3) {
      Rectangle().fill(Scenes.black).frame(width: 2, height: 2).offset(x: 0.5, y: 0.5)
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(0, 0)[3] == 64)  // 0.25 × 255 = 63.75 → 64
    #expect(bitmap.rgba(1, 0)[3] == 128)
    #expect(bitmap.rgba(0, 1)[3] == 128)
    #expect(bitmap.rgba(1, 1)[3] == 255)
  }

  @Test func halfRedOverWhiteBlendsExactly() throws {
    let list = Scenes.list(width: 2, height: 2) {
      Rectangle().fill(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5))
    }
    let bitmap = try Rasterizer(background: Scenes.white).render(list)
    // Source (128, 0, 0, 128) premultiplied; destination × (255 − 128) / 255 = 127.
    #expect(bitmap.rgba(0, 0) == [128 + 127, 127, 127, 255])
    #expect(bitmap.rgba(1, 1) == [255, 127, 127, 255])
  }

  @Test func itemOpacityMultipliesTheColoursAlpha() throws {
    let list = Scenes.list(width: 2, height: 2) {
      Rectangle().fill(Scenes.blue).opacity(0.25)
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(0, 0) == [0, 0, 64, 64])  // 0.25 × 255 = 63.75 → 64
  }

  @Test func overlappingItemsFadeOneByOne() throws {
    // Without a compositing group each item's opacity applies to it alone: 50 % white over
    // 50 % white is 75 % white, not 50 %.
    let list = Scenes.list(width: 1, height: 1) {
      Rectangle().fill(Color(.sRGB, white: 1)).opacity(0.5)
      Rectangle().fill(Color(.sRGB, white: 1)).opacity(0.5)
    }
    let bitmap = try Rasterizer().render(list)
    // 128 + 128 × 127 / 255 = 128 + 63.75 → 192.
    #expect(bitmap.rgba(0, 0) == [192, 192, 192, 192])
  }

  @Test func sRGBComponentsBecomeBytesDirectly() throws {
    let list = Scenes.list(width: 1, height: 1) {
      Rectangle().fill(Color(.sRGB, red: 0.2, green: 0.6, blue: 1))
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(0, 0) == [51, 153, 255, 255])  // 0.2 × 255, 0.6 × 255
  }

  @Test func gradientsInterpolateGammaEncodedComponents() throws {
    // Black to white down two rows: row centres at t = 0.25 and 0.75.
    let list = Scenes.list(width: 1, height: 2) {
      Rectangle().fill(
        LinearGradient(
          colors: [Scenes.black, Color(.sRGB, white: 1)], startPoint: .top, endPoint: .bottom))
    }
    let bitmap = try Rasterizer().render(list)
    // 0.25 × 255 = 63.75 → 64 and 0.75 × 255 = 191.25 → 191; mixing in linear light would
    // give 137 and 225.
    #expect(bitmap.rgba(0, 0) == [64, 64, 64, 255])
    #expect(bitmap.rgba(0, 1) == [191, 191, 191, 255])
  }

  @Test func gradientsMixStraightAlphaThenPremultiply() throws {
    // Opaque white to transparent black across two columns, at t = 0.25 and 0.75.
    let list = Scenes.list(width: 2, height: 1) {
      Rectangle().fill(
        LinearGradient(
          colors: [Color(.sRGB, white: 1), Color(.sRGB, white: 0, opacity: 0)],
          startPoint: .leading, endPoint: .trailing))
    }
    let bitmap = try Rasterizer().render(list)
    // t = 0.25: colour 0.75, alpha 0.75 → 0.5625 × 255 = 143.4 → 143, alpha 191.25 → 191.
    #expect(bitmap.rgba(0, 0) == [143, 143, 143, 191])
    // t = 0.75: colour 0.25, alpha 0.25 → 0.0625 × 255 = 15.9 → 16, alpha 63.75 → 64.
    #expect(bitmap.rgba(1, 0) == [16, 16, 16, 64])
  }

  @Test func evenOddLeavesTheOverlapEmptyAndNonZeroFillsIt() throws {
    func square(_ path: inout Path, _ rect: CGRect) {
      path.addRect(rect)
    }
    // Two squares drawn the same way round, one inside the other.
    let path = Path { path in
      square(&path, CGRect(x: 0, y: 0, width: 6, height: 6))
      square(&path, CGRect(x: 2, y: 2, width: 2, height: 2))
    }
    let list = Scenes.list(width: 12, height: 6) {
      path.fill(Scenes.black)
      path.fill(Scenes.black, style: FillStyle(eoFill: true)).offset(x: 6)
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(2, 2)[3] == 255)
    #expect(bitmap.rgba(8, 2)[3] == 0)
    #expect(bitmap.rgba(7, 1)[3] == 255)
  }

  @Test func aScaleDrawsMorePixelsPerPoint() throws {
    let list = Scenes.list(width: 2, height: 2) {
      Rectangle().fill(Scenes.black).frame(width: 1, height: 1).offset(x: 1, y: 1)
    }
    let bitmap = try Rasterizer(scale: 3).render(list)
    #expect(bitmap.width == 6 && bitmap.height == 6)
    #expect(bitmap.rgba(2, 2)[3] == 0)
    #expect(bitmap.rgba(3, 3)[3] == 255)
    #expect(bitmap.rgba(5, 5)[3] == 255)
  }

  @Test func aCompositingGroupFadesAsOneLayer() throws {
    func overlap(grouped: Bool) throws -> [UInt8] {
      let squares = ZStack(alignment: .topLeading) {
        Scenes.red.frame(width: 2, height: 1)
        Scenes.blue.frame(width: 1, height: 1).offset(x: 1)
      }
      let list = Scenes.list(width: 2, height: 1) {
        if grouped {
          squares.compositingGroup().opacity(0.5)
        } else {
          squares.opacity(0.5)
        }
      }
      return try Rasterizer(background: Scenes.white).render(list).rgba(1, 0)
    }
    // As one layer, the blue covers the red; the layer at 128/255 over white.
    #expect(try overlap(grouped: true) == [127, 127, 255, 255])
    // Apart, the red shows through the blue: blue at 128 over (red at 128 over white), that is
    // (0, 0, 128) + (255, 127, 127) × 127 / 255.
    #expect(try overlap(grouped: false) == [127, 63, 191, 255])
  }

  @Test func anUnreadableImageDrawsNothing() throws {
    let item = DisplayList.Item(
      path: "0", identifier: nil, frame: CGRect(x: 0, y: 0, width: 4, height: 4),
      transform: .identity, opacity: 1, blurRadius: 0, shadows: [], isRemoving: false,
      content: .image(
        DisplayList.ImageContent(
          name: "star", file: "/nonexistent/star.png", size: CGSize(width: 4, height: 4))))
    let list = DisplayList(size: CGSize(width: 4, height: 4), items: [item])
    #expect(list.description.contains("image star"))
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.bytes.allSatisfy { $0 == 0 })
  }

  @Test func aPNGImageIsStretchedToItsFrame() throws {
    // A 2 × 2 image: red, green / blue, half-transparent white.
    var source = try Bitmap(width: 2, height: 2)
    source[0, 0] = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    source[1, 0] = Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    source[0, 1] = Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    source[1, 1] = Bitmap.Pixel(red: 128, green: 128, blue: 128, alpha: 128)
    try Scenes.withImage(source, named: "raster-test-quad") {
      let list = Scenes.list(width: 4, height: 4) {
        Image("raster-test-quad").resizable().frame(width: 4, height: 4)
      }
      let bitmap = try Rasterizer().render(list)
      // Corner pixels' centres fall inside the corner source pixels' halves: exact colours.
      #expect(bitmap.rgba(0, 0) == [255, 0, 0, 255])
      #expect(bitmap.rgba(3, 0) == [0, 255, 0, 255])
      #expect(bitmap.rgba(0, 3) == [0, 0, 255, 255])
      #expect(bitmap.rgba(3, 3) == [128, 128, 128, 128])
      // Pixel 1's centre maps to u = 0.75, a quarter of the way from red's centre to green's.
      #expect(bitmap.rgba(1, 0) == [191, 64, 0, 255])
    }
  }

  /// A 3 × 3 image: a red border around a blue centre, registered as `name` for `body`.
  private func withBorderedImage(_ name: String, _ body: () throws -> Void) throws {
    var source = try Bitmap(width: 3, height: 3)
    for y in 0..<3 {
      for x in 0..<3 {
        source[x, y] =
          x == 1 && y == 1
          ? Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
          : Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
      }
    }
    try Scenes.withImage(source, named: name, body)
  }

  @Test func capInsetsKeepTheBorderAndStretchTheMiddle() throws {
    try withBorderedImage("raster-test-bordered") {
      let list = Scenes.list(width: 9, height: 9) {
        Image("raster-test-bordered")
          .resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
          .frame(width: 9, height: 9)
      }
      let bitmap = try Rasterizer().render(list)
      // The one-point border stays one pixel wide; the blue centre fills the 7 × 7 inside.
      for i in 0..<9 {
        #expect(bitmap.rgba(i, 0) == [255, 0, 0, 255])
        #expect(bitmap.rgba(0, i) == [255, 0, 0, 255])
        #expect(bitmap.rgba(8, i) == [255, 0, 0, 255])
      }
      #expect(bitmap.rgba(2, 2) == [0, 0, 255, 255])
      #expect(bitmap.rgba(4, 4) == [0, 0, 255, 255])
      #expect(bitmap.rgba(6, 6) == [0, 0, 255, 255])
      // Stretched whole, the border would be three pixels wide.
      let stretched = try Rasterizer().render(
        Scenes.list(width: 9, height: 9) {
          Image("raster-test-bordered").resizable().frame(width: 9, height: 9)
        })
      #expect(stretched.rgba(1, 4) == [255, 0, 0, 255])
      #expect(bitmap.rgba(1, 4) != stretched.rgba(1, 4))
    }
  }

  @Test func aTiledImageRepeatsAtItsOwnSize() throws {
    try withBorderedImage("raster-test-tiled") {
      let list = Scenes.list(width: 9, height: 3) {
        Image("raster-test-tiled").resizable(resizingMode: .tile).frame(width: 9, height: 3)
      }
      let bitmap = try Rasterizer().render(list)
      // Three copies side by side: blue at the middle of each.
      for x in 0..<9 {
        let expected: [UInt8] = x % 3 == 1 ? [0, 0, 255, 255] : [255, 0, 0, 255]
        #expect(bitmap.rgba(x, 1) == expected)
        #expect(bitmap.rgba(x, 0) == [255, 0, 0, 255])
      }
    }
  }

  @Test func aliasedFillsCoverWholePixelsOnly() throws {
    let list = Scenes.list(width: 4, height: 1) {
      Rectangle().fill(Scenes.black, style: FillStyle(antialiased: false))
        .frame(width: 1.4, height: 1).offset(x: 0.3)
    }
    let bitmap = try Rasterizer().render(list)
    // Column 0 is 0.7 covered, column 1 0.7: both in; column 2 none.
    #expect(bitmap.rgba(0, 0)[3] == 255)
    #expect(bitmap.rgba(1, 0)[3] == 255)
    #expect(bitmap.rgba(2, 0)[3] == 0)
  }
}
