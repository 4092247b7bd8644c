import Foundation
import Testing

@testable import ChoreoRender

@Suite("GIF encoder")
struct GIFEncoderTests {
  /// Palette colours: every channel on a level of the 6 × 7 × 6 cube.
  private static let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  private static let teal = Bitmap.Pixel(red: 0, green: 170, blue: 153, alpha: 255)
  private static let dusk = Bitmap.Pixel(red: 51, green: 43, blue: 204, alpha: 255)
  private static let paper = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

  private static func bitmap(
    width: Int, height: Int, _ pixel: (Int, Int) -> Bitmap.Pixel
  ) throws -> Bitmap {
    var bitmap = try Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { bitmap[x, y] = pixel(x, y) }
    }
    return bitmap
  }

  /// What a GIF shows for `bitmap`: straight colour, opaque where alpha ≥ 128, else clear.
  private static func shown(_ bitmap: Bitmap) -> [UInt8] {
    var out = bitmap.straightBytes()
    for i in stride(from: 0, to: out.count, by: 4) {
      if out[i + 3] < 128 {
        out.replaceSubrange(i..<(i + 4), with: [0, 0, 0, 0])
      } else {
        out[i + 3] = 255
      }
    }
    return out
  }

  /// A pseudo-random palette colour per pixel, from a seeded linear congruential generator.
  private static func noise(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
    var state = seed
    return try bitmap(width: width, height: height) { _, _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let bits = Int(state >> 33)
      return Bitmap.Pixel(
        red: GIFPalette.redLevels[bits % 6], green: GIFPalette.greenLevels[(bits / 6) % 7],
        blue: GIFPalette.blueLevels[(bits / 42) % 6], alpha: 255)
    }
  }

  @Test func paletteColoursRoundTripExactly() throws {
    let frames = [
      try Self.bitmap(width: 16, height: 12) { x, _ in x < 8 ? Self.red : Self.teal },
      try Self.bitmap(width: 16, height: 12) { _, y in y < 6 ? Self.dusk : Self.paper },
      try Self.bitmap(width: 16, height: 12) { x, y in (x + y) % 2 == 0 ? Self.red : Self.dusk },
    ]
    let decoded = try GIFTestDecoder(try GIFEncoder().encode(frames))
    #expect(decoded.width == 16 && decoded.height == 12)
    #expect(decoded.loopCount == 0)
    #expect(decoded.frames.count == 3)
    for (frame, input) in zip(decoded.frames, frames) {
      #expect(frame.canvas == input.bytes)
    }
  }

  @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
    let background = try Self.bitmap(width: 64, height: 48) { x, _ in
      x < 32 ? Self.paper : Self.teal
    }
    var moved = background
    for y in 20..<23 {
      for x in 10..<15 { moved[x, y] = Self.red }
    }
    let frames = [background, moved, moved, background]
    let decoded = try GIFTestDecoder(try GIFEncoder().encode(frames))
    let rects = decoded.frames.map { [$0.x, $0.y, $0.width, $0.height] }
    #expect(rects == [[0, 0, 64, 48], [10, 20, 5, 3], [0, 0, 1, 1], [10, 20, 5, 3]])
    #expect(decoded.frames.allSatisfy { $0.disposal == 1 })
    for (frame, input) in zip(decoded.frames, frames) {
      #expect(frame.canvas == input.bytes)
    }
  }

  @Test func unchangedPixelsInsideTheRectangleAreTransparent() throws {
    let first = try Self.bitmap(width: 8, height: 1) { _, _ in Self.paper }
    var second = first
    second[1, 0] = Self.red
    second[6, 0] = Self.red
    let decoded = try GIFTestDecoder(try GIFEncoder().encode([first, second]))
    let stored = decoded.frames[1]
    #expect(stored.x == 1 && stored.width == 6)
    let transparent = UInt8(try #require(stored.transparentIndex))
    #expect(
      stored.indices.prefix(6).map { $0 == transparent } == [false, true, true, true, true, false])
  }

  @Test func lowAlphaIsTransparentAndTransparencyCanReturn() throws {
    let clear = Bitmap.Pixel.clear
    // Half-transparent red, premultiplied: shown as opaque red.
    let halfRed = Bitmap.Pixel(red: 200, green: 0, blue: 0, alpha: 200)
    let faint = Bitmap.Pixel(red: 100, green: 100, blue: 100, alpha: 100)
    func square(at left: Int) throws -> Bitmap {
      try Self.bitmap(width: 20, height: 10) { x, y in
        if x >= left && x < left + 4 && y >= 3 && y < 7 { return Self.dusk }
        return x == 19 ? (y % 2 == 0 ? halfRed : faint) : clear
      }
    }
    // A square moving over a transparent background: the pixels it leaves must clear again.
    let frames = [try square(at: 0), try square(at: 5), try square(at: 10), try square(at: 10)]
    let decoded = try GIFTestDecoder(try GIFEncoder().encode(frames))
    for (index, (frame, input)) in zip(decoded.frames, frames).enumerated() {
      #expect(frame.canvas == Self.shown(input), "frame \(index)")
    }
    #expect(decoded.frames.map(\.disposal) == [2, 2, 1, 1])
    // Premultiplied (200, 0, 0, 200) shows as opaque red; alpha 100 as nothing.
    #expect(decoded.frames[0].canvas[19 * 4..<20 * 4] == [255, 0, 0, 255])
    #expect(decoded.frames[0].canvas[39 * 4..<40 * 4] == [0, 0, 0, 0])
  }

  @Test func largeNoisyFramesUseClearCodes() throws {
    let frames = [
      try Self.noise(width: 300, height: 200, seed: 7),
      try Self.noise(width: 300, height: 200, seed: 8),
    ]
    let decoded = try GIFTestDecoder(try GIFEncoder().encode(frames))
    // 60,000 random indices fill the 4,096-code table many times over.
    #expect(decoded.clearCodes > 10)
    for (frame, input) in zip(decoded.frames, frames) {
      #expect(frame.canvas == input.bytes)
    }
  }

  @Test func parallelOutputIsByteIdenticalToSerial() throws {
    var frames: [Bitmap] = []
    var base = try Self.noise(width: 120, height: 80, seed: 3)
    for index in 0..<9 {
      for y in (index * 5)..<(index * 5 + 10) {
        for x in (index * 7)..<(index * 7 + 12) {
          base[x, y] = Bitmap.Pixel(red: 51, green: 128, blue: 102, alpha: index % 3 == 0 ? 0 : 255)
        }
      }
      frames.append(base)
    }
    let parallel = try GIFEncoder(isParallel: true).encode(frames)
    let serial = try GIFEncoder(isParallel: false).encode(frames)
    #expect(parallel == serial)
    let decoded = try GIFTestDecoder(parallel)
    for (frame, input) in zip(decoded.frames, frames) {
      #expect(frame.canvas == Self.shown(input))
    }
  }

  @Test func delaysAddUpToTheDuration() throws {
    let thirty = try GIFEncoder.delays(frameCount: 60, framesPerSecond: 30)
    #expect(thirty.reduce(0, +) == 200)
    #expect(Set(thirty) == [3, 4])
    #expect(Array(thirty.prefix(6)) == [3, 4, 3, 3, 4, 3])
    for rate in [1.0, 7, 12.5, 24, 25, 29.97, 50, 60] {
      for count in [1, 2, 17, 100] {
        let delays = try GIFEncoder.delays(frameCount: count, framesPerSecond: rate)
        let duration = (100 * Double(count) / rate).rounded(.toNearestOrAwayFromZero)
        #expect(delays.reduce(0, +) == Int(duration), "\(count) frames at \(rate) fps")
      }
    }
    let frames = try (0..<5).map { index in
      try Self.bitmap(width: 4, height: 4) { x, _ in x == index % 4 ? Self.red : Self.paper }
    }
    let decoded = try GIFTestDecoder(try GIFEncoder(framesPerSecond: 30).encode(frames))
    #expect(decoded.frames.map(\.delay) == [3, 4, 3, 3, 4])
  }

  @Test func badInputThrowsSpecificErrors() throws {
    let small = try Bitmap(width: 2, height: 2)
    let wide = try Bitmap(width: 3, height: 2)
    #expect(throws: GIFError.noFrames) { try GIFEncoder().encode([]) }
    #expect(
      throws: GIFError.frameSizeMismatch(
        index: 1, width: 3, height: 2, expectedWidth: 2, expectedHeight: 2)
    ) { try GIFEncoder().encode([small, wide]) }
    for rate in [0, -30, Double.nan, .infinity] {
      #expect(throws: GIFError.self) { try GIFEncoder(framesPerSecond: rate).encode([small]) }
    }
  }

  @Test func ditheringKeepsAFlatColourStableAcrossFrames() throws {
    // Mid grey is between levels: dithered, its average stays close, and since the pattern
    // depends only on position, a frame that does not change it stores nothing for it.
    let grey = Bitmap.Pixel(red: 120, green: 120, blue: 120, alpha: 255)
    let first = try Self.bitmap(width: 32, height: 32) { _, _ in grey }
    var second = first
    second[31, 31] = Self.red
    let decoded = try GIFTestDecoder(try GIFEncoder().encode([first, second]))
    let changed = decoded.frames[1]
    #expect(changed.x == 31 && changed.y == 31 && changed.width == 1 && changed.height == 1)
    let canvas = decoded.frames[0].canvas
    for channel in 0..<3 {
      let values = stride(from: channel, to: canvas.count, by: 4).map { Int(canvas[$0]) }
      let mean = Double(values.reduce(0, +)) / Double(values.count)
      #expect(abs(mean - 120) < 2, "channel \(channel) averages \(mean)")
    }
    let nearest = try GIFTestDecoder(try GIFEncoder(dithers: false).encode([first]))
    // Without dithering, 120 goes to the nearest levels: 102 for red and blue, 128 for green.
    let nearestPixels = Set(
      stride(from: 0, to: 32 * 32 * 4, by: 4).map {
        Array(nearest.frames[0].canvas[$0..<($0 + 4)])
      })
    #expect(nearestPixels == [[102, 128, 102, 255]])
  }
}
