import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// The coverage-mask hook clip paths and mask layers will use.
@MainActor
@Suite struct CoverageMaskTests {
  /// Draws `list`'s items into a bitmap through `mask`, as the rasterizer does.
  static func draw(_ list: DisplayList, size: Int, mask: CoverageMask?) -> [UInt8] {
    var pixels = [UInt32](repeating: 0, count: size * size)
    var colors = [UInt32](repeating: 0, count: size)
    var renderer = ItemRenderer(scale: 1)
    pixels.withUnsafeMutableBufferPointer { pixels in
      colors.withUnsafeMutableBufferPointer { colors in
        guard let pixels = pixels.baseAddress, let colors = colors.baseAddress else { return }
        let target = PixelTarget(pixels: pixels, width: size, height: size, colors: colors)
        for item in list.items {
          renderer.draw(item, into: target, originX: 0, originY: 0, mask: mask)
        }
      }
    }
    return pixels.map { UInt8(Blend.alpha($0)) }
  }

  @Test func aSquareThroughACircleMaskIsTheCircle() {
    let square = Scenes.list(width: 16, height: 16) { Rectangle().fill(Scenes.black) }
    let circle = Scenes.list(width: 16, height: 16) {
      Circle().fill(Scenes.black).frame(width: 12, height: 12).offset(x: 2, y: 2)
    }
    var mask = CoverageMask(x: 0, y: 0, width: 16, height: 16)
    var accumulator = CoverageAccumulator()
    mask.fill(
      Path(ellipseIn: CGRect(x: 2, y: 2, width: 12, height: 12)), transform: .identity,
      accumulator: &accumulator)
    let masked = Self.draw(square, size: 16, mask: mask)
    #expect(masked == Self.draw(circle, size: 16, mask: nil))
    #expect(masked[8 * 16 + 8] == 255 && masked[0] == 0)
  }

  @Test func pixelsOutsideTheMaskGetNothing() {
    let square = Scenes.list(width: 8, height: 8) { Rectangle().fill(Scenes.black) }
    var mask = CoverageMask(x: 4, y: 0, width: 4, height: 8)
    var accumulator = CoverageAccumulator()
    mask.fill(
      Path(CGRect(x: -10, y: -10, width: 100, height: 100)), transform: .identity,
      accumulator: &accumulator)
    let alphas = Self.draw(square, size: 8, mask: mask)
    for y in 0..<8 {
      #expect(Array(alphas[y * 8..<y * 8 + 8]) == [0, 0, 0, 0, 255, 255, 255, 255])
    }
  }

  @Test func effectLayersGoThroughTheMaskToo() {
    let blurred = Scenes.list(width: 8, height: 8) {
      Rectangle().fill(Scenes.black).blur(radius: 1)
    }
    let mask = CoverageMask(x: 0, y: 0, width: 8, height: 8)
    #expect(Self.draw(blurred, size: 8, mask: mask).allSatisfy { $0 == 0 })
    #expect(Self.draw(blurred, size: 8, mask: nil).contains { $0 > 0 })
  }
}
