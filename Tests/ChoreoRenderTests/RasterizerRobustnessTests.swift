import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// Determinism, bad input and limits.
@MainActor
@Suite struct RasterizerRobustnessTests {
  /// A bit of everything: curves, strokes, gradients, text, opacity, transforms, effects.
  static func mixedScene() -> DisplayList {
    Scenes.list(width: 120, height: 90) {
      Circle().fill(
        RadialGradient(
          colors: [Scenes.red, Scenes.blue], center: .center, startRadius: 2,
          endRadius: 30)
      ).frame(width: 60, height: 60)
      RoundedRectangle(cornerRadius: 6).stroke(Scenes.green, lineWidth: 3)
        .frame(width: 50, height: 30).rotationEffect(.degrees(20)).offset(x: 40, y: 30)
      Text("Déjà vu").font(.system(size: 14)).opacity(0.7).offset(x: 10, y: 60)
      Capsule().fill(AngularGradient(colors: [Scenes.red, Scenes.green], center: .center))
        .frame(width: 40, height: 20).shadow(color: Scenes.black, radius: 3, x: 2, y: 2)
        .offset(x: 70, y: 5)
    }
  }

  @Test func theSameListGivesTheSameBytes() throws {
    let list = Self.mixedScene()
    let rasterizer = Rasterizer(scale: 2, background: Scenes.white)
    #expect(try rasterizer.render(list).bytes == rasterizer.render(list).bytes)
  }

  @Test func concurrentRendersGiveTheSameBytes() async throws {
    let list = Self.mixedScene()
    let rasterizer = Rasterizer(scale: 1.5)
    let serial = try rasterizer.render(list).bytes
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<6 {
        group.addTask { try rasterizer.render(list).bytes }
      }
      var results: [[UInt8]] = []
      for try await bytes in group { results.append(bytes) }
      return results
    }
    #expect(results.count == 6)
    #expect(results.allSatisfy { $0 == serial })
  }

  @Test func nonFinitePathPointsAreDropped() throws {
    let path = Path { path in
      path.move(to: CGPoint(x: 1, y: 1))
      path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
      path.addLine(to: CGPoint(x: 9, y: 1))
      path.addCurve(
        to: CGPoint(x: 9, y: 9), control1: CGPoint(x: CGFloat.infinity, y: 0),
        control2: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 1, y: 9))
      path.closeSubpath()
    }
    let list = Scenes.list(width: 10, height: 10) { path.fill(Scenes.black) }
    let bitmap = try Rasterizer().render(list)
    // What is left is the square (1, 1)–(9, 9) without the curve: a triangle and a square.
    #expect(bitmap.rgba(5, 2)[3] == 255)
    #expect(bitmap.rgba(0, 0)[3] == 0)
  }

  @Test func hugeCoordinatesFillWhatTheyCover() throws {
    let path = Path { path in
      path.move(to: CGPoint(x: -1e12, y: -1e12))
      path.addLine(to: CGPoint(x: 1e12, y: -1e12))
      path.addQuadCurve(to: CGPoint(x: 0, y: 1e12), control: CGPoint(x: 1e12, y: 1e12))
      path.closeSubpath()
    }
    let list = Scenes.list(width: 20, height: 20) {
      path.fill(Scenes.blue)
      path.stroke(Scenes.red, lineWidth: 1e9)
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(10, 10)[3] == 255)
    #expect(Set(stride(from: 3, to: bitmap.bytes.count, by: 4).map { bitmap.bytes[$0] }) == [255])
  }

  /// Glyphs under a scale near the largest CGFloat reach coordinates whose differences
  /// overflow; they are drawn, clamped as paths are, and rendering returns.
  @Test func textUnderAHugeScaleRenders() throws {
    for scale in [1e300, 1e305, 5.754399e307, 1.7e308] {
      let list = Scenes.list(width: 40, height: 40) {
        Text("J Hello").font(.system(size: 20)).fixedSize()
          .scaleEffect(x: scale, y: 1, anchor: .topLeading).offset(y: 5)
      }
      let bitmap = try Rasterizer().render(list)
      #expect(bitmap.width == 40 && bitmap.height == 40, "scale \(scale)")
    }
  }

  @Test func emptyAndZeroSizeShapesDrawNothing() throws {
    let list = Scenes.list(width: 8, height: 8) {
      Rectangle().fill(Scenes.black).frame(width: 0, height: 0)
      Circle().fill(Scenes.black).frame(width: 0, height: 5)
      Path { $0.move(to: CGPoint(x: 3, y: 3)) }.fill(Scenes.black)
      Path { $0.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 5)]) }.fill(Scenes.black)
      Rectangle().stroke(Scenes.black, lineWidth: 0).frame(width: 4, height: 4)
    }
    #expect(try Rasterizer().render(list).bytes.allSatisfy { $0 == 0 })
  }

  @Test func aZeroLengthLineWithRoundCapsIsADot() throws {
    let dot = Path { path in
      path.move(to: CGPoint(x: 4, y: 4))
      path.addLine(to: CGPoint(x: 4, y: 4))
    }
    let list = Scenes.list(width: 8, height: 8) {
      dot.stroke(Scenes.black, style: StrokeStyle(lineWidth: 4, lineCap: .round))
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(4, 4)[3] == 255)
    #expect(bitmap.rgba(0, 0)[3] == 0)
  }

  @Test func gradientsWithOneStopDrawSolid() throws {
    let list = Scenes.list(width: 4, height: 4) {
      Rectangle().fill(
        LinearGradient(
          stops: [.init(color: Scenes.red, location: 0.4)], startPoint: .top,
          endPoint: .bottom))
      Rectangle().fill(
        RadialGradient(stops: [], center: .center, startRadius: 0, endRadius: 2))
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(0, 0) == [255, 0, 0, 255])
    #expect(bitmap.rgba(3, 3) == [255, 0, 0, 255])
  }

  @Test func degenerateGradientGeometryStaysFinite() throws {
    let list = Scenes.list(width: 6, height: 6) {
      Rectangle().fill(
        LinearGradient(colors: [Scenes.red, Scenes.blue], startPoint: .center, endPoint: .center))
      Rectangle().fill(
        RadialGradient(
          colors: [Scenes.red, Scenes.blue], center: .center, startRadius: 3,
          endRadius: 3))
      Rectangle().fill(
        AngularGradient(
          colors: [Scenes.red, Scenes.blue], center: .center,
          startAngle: .radians(.nan), endAngle: .radians(.infinity)))
      Rectangle().fill(Scenes.red).scaleEffect(0)
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.rgba(0, 0)[3] == 255)
  }

  @Test func absurdEffectsAreClampedNotFollowed() throws {
    let list = Scenes.list(width: 10, height: 10) {
      Rectangle().fill(Scenes.black).frame(width: 4, height: 4).blur(radius: 1e9)
      Rectangle().fill(Scenes.black).frame(width: 4, height: 4)
        .shadow(color: Scenes.black, radius: 1e9, x: 1e12, y: -1e12)
      Rectangle().fill(Scenes.black).frame(width: 4, height: 4).opacity(.nan)
      Rectangle().fill(Scenes.black).frame(width: 4, height: 4).blur(radius: .nan)
    }
    let bitmap = try Rasterizer().render(list)
    #expect(bitmap.width == 10)
  }

  @Test func effectsOnViewsFarOutsideTheCanvasDrawNothing() throws {
    let list = Scenes.list(width: 10, height: 10) {
      Rectangle().fill(Scenes.black).frame(width: 4, height: 4).blur(radius: 1).offset(x: 1e19)
      Rectangle().fill(Scenes.black).frame(width: 4, height: 4)
        .shadow(color: Scenes.black, radius: 2).offset(x: -1e300, y: 1e300)
      Rectangle().fill(Scenes.black).frame(width: 1e19, height: 4).shadow(radius: 2)
    }
    let bitmap = try Rasterizer().render(list)
    let blank = try Rasterizer().render(Scenes.list(width: 10, height: 10) { EmptyView() })
    // The wide rectangle covers the canvas's middle rows; the far views add nothing to it.
    let wide = try Rasterizer().render(
      Scenes.list(width: 10, height: 10) {
        Rectangle().fill(Scenes.black).frame(width: 1e19, height: 4).shadow(radius: 2)
      })
    #expect(bitmap != blank)
    #expect(bitmap == wide)
  }

  @Test func sizesOutsideTheLimitsThrow() throws {
    let tooWide = ViewHost(Color.red, size: CGSize(width: 20_000, height: 10)).displayList
    #expect(throws: RenderError.sizeTooLarge(width: 20_000, height: 10, limit: 16_384)) {
      try Rasterizer().render(tooWide)
    }
    let fits = ViewHost(Color.red, size: CGSize(width: 9_000, height: 1)).displayList
    #expect(throws: RenderError.sizeTooLarge(width: 18_000, height: 2, limit: 16_384)) {
      try Rasterizer(scale: 2).render(fits)
    }
    let empty = ViewHost(Color.red, size: CGSize(width: 0, height: 10)).displayList
    #expect(throws: RenderError.invalidSize(width: 0, height: 10)) {
      try Rasterizer().render(empty)
    }
    let list = ViewHost(Color.red, size: CGSize(width: 10, height: 10)).displayList
    #expect(throws: RenderError.invalidScale(0)) { try Rasterizer(scale: 0).render(list) }
    #expect(throws: RenderError.invalidScale(-1)) { try Rasterizer(scale: -1).render(list) }
    #expect(throws: (any Error).self) { try Rasterizer(scale: .nan).render(list) }
    #expect(throws: (any Error).self) { try Rasterizer(scale: .infinity).render(list) }
  }

  @Test func fractionalSizesRoundUp() throws {
    let list = ViewHost(Color.red, size: CGSize(width: 10.2, height: 3)).displayList
    let bitmap = try Rasterizer(scale: 1).render(list)
    #expect(bitmap.width == 11 && bitmap.height == 3)
  }

  @Test func aPNGHeaderAloneDoesNotMakeTheDecoderAllocate() throws {
    // 16,384 × 16,384 RGBA rows are 1 GiB: ten bytes of data cannot hold them, a megabyte can.
    let rows = 16_384 * (16_384 * 4 + 1)
    #expect(!DecodedImage.canInflate(10, to: rows))
    #expect(DecodedImage.canInflate(1_100_000, to: rows))
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ body: [UInt8]) {
      png += withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init)
      png += Array(type.utf8) + body + [0, 0, 0, 0]
    }
    chunk("IHDR", [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0])
    chunk("IDAT", [0x78, 0x9C, 0x63, 0, 0, 0, 1, 0, 1])
    chunk("IEND", [])
    // Unreadable either way; the bound checked above is what refuses it before allocating.
    #expect(DecodedImage.decode(Data(png)) == nil)
    // The bound holds for data deflate squeezed as far as it goes: one colour everywhere.
    var solid = try Bitmap(width: 1_024, height: 1_024)
    for y in 0..<1_024 {
      for x in 0..<1_024 { solid[x, y] = Bitmap.Pixel(red: 9, green: 9, blue: 9, alpha: 255) }
    }
    let decoded = try #require(DecodedImage.decode(try solid.pngData()))
    #expect(decoded.width == 1_024 && decoded.pixels.allSatisfy { $0 == decoded.pixels[0] })
  }
}
