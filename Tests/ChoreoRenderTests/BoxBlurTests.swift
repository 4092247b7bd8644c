import Testing

@testable import ChoreoRender

@Suite struct BoxBlurTests {
  @Test func threeBoxesMatchTheGaussiansVariance() {
    for sigma in [1.0, 2, 3.5, 10, 40] {
      let blur = BoxBlur(sigma: sigma)
      let widths = [blur.radii.0, blur.radii.1, blur.radii.2].map { 2 * $0 + 1 }
      let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
      // Odd widths step variance by about 2w/3 a box; it lands within that of σ².
      #expect(abs(variance - sigma * sigma) <= Double(widths.max() ?? 1), "σ = \(sigma)")
    }
  }

  @Test func noOrBadSigmaDoesNotBlur() {
    #expect(BoxBlur(sigma: 0).reach == 0)
    #expect(BoxBlur(sigma: -4).reach == 0)
    #expect(BoxBlur(sigma: .nan).reach == 0)
    #expect(BoxBlur(sigma: .infinity).reach == BoxBlur(sigma: BoxBlur.maximumSigma).reach)
  }

  @Test func aDotSpreadsSymmetricallyAndNoFurtherThanItsReach() {
    let size = 21
    var pixels = [UInt8](repeating: 0, count: size * size)
    pixels[10 * size + 10] = 255
    let blur = BoxBlur(sigma: 2)
    pixels.withUnsafeMutableBufferPointer { pixels in
      if let base = pixels.baseAddress {
        blur.apply(to: base, width: size, height: size, channels: 1)
      }
    }
    for y in 0..<size {
      for x in 0..<size {
        #expect(pixels[y * size + x] == pixels[x * size + y])
        #expect(pixels[y * size + x] == pixels[y * size + (size - 1 - x)])
      }
    }
    #expect(pixels[10 * size + 10] > pixels[10 * size + 12])
    #expect(pixels[10 * size + 10 + blur.reach + 1] == 0)
  }

  @Test func premultipliedColourStaysWithinAlpha() {
    // Premultiplied pixels stay valid: every colour channel at most its alpha.
    var pixels: [UInt8] = []
    for i in 0..<64 {
      let alpha = UInt8(i * 4)
      pixels += [alpha, alpha / 2, 0, alpha]
    }
    pixels.withUnsafeMutableBufferPointer { pixels in
      if let base = pixels.baseAddress {
        BoxBlur(sigma: 3).apply(to: base, width: 8, height: 8, channels: 4)
      }
    }
    for i in stride(from: 0, to: pixels.count, by: 4) {
      #expect(pixels[i] <= pixels[i + 3] && pixels[i + 1] <= pixels[i + 3])
    }
  }
}
