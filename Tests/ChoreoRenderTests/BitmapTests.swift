import Testing

@testable import ChoreoRender

@Suite struct BitmapTests {
  @Test func refusesEmptyAndHugeSizes() {
    #expect(throws: RenderError.invalidSize(width: 0, height: 10)) {
      try Bitmap(width: 0, height: 10)
    }
    #expect(throws: RenderError.sizeTooLarge(width: 100_000, height: 10, limit: 16_384)) {
      try Bitmap(width: 100_000, height: 10)
    }
  }

  @Test func straightBytesDivideOutAlpha() throws {
    var bitmap = try Bitmap(width: 3, height: 1)
    bitmap[0, 0] = Bitmap.Pixel(red: 64, green: 32, blue: 0, alpha: 128)
    bitmap[1, 0] = Bitmap.Pixel(red: 10, green: 20, blue: 30, alpha: 255)
    #expect(bitmap[1, 0] == Bitmap.Pixel(red: 10, green: 20, blue: 30, alpha: 255))
    // 64 × 255 / 128 = 127.5 → 128; 32 × 255 / 128 = 63.75 → 64.
    #expect(bitmap.straightBytes() == [128, 64, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0])
  }
}
