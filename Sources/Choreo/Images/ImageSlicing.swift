/// How a resized image fills its frame along one axis: the caps at either end keep their
/// length, and the middle of the image stretches, or repeats at its own length, over the rest.
///
/// Lengths are in points. Caps that do not fit the frame or the image shrink together until
/// they do, so every coordinate maps inside the image.
package struct ImageAxisMapping: Equatable, Sendable {
  /// The frame's length.
  package let frameLength: Double
  /// The image's length.
  package let imageLength: Double
  /// The cap at the start, kept at its length.
  package let start: Double
  /// The cap at the end, kept at its length.
  package let end: Double
  /// Whether the middle repeats at its own length rather than stretching.
  package let tiles: Bool

  package init(frame: Double, image: Double, start: Double, end: Double, tiles: Bool) {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    frameLength = clean(frame)
    imageLength = clean(image)
    let (start, end) = (clean(start), clean(end))
    let room = min(frameLength, imageLength)
    let scale = start + end > room ? room / (start + end) : 1
    self.start = start * scale
    self.end = end * scale
    self.tiles = tiles
  }

  /// The same caps with the middle stretched.
  package var stretched: ImageAxisMapping {
    ImageAxisMapping(frame: frameLength, image: imageLength, start: start, end: end, tiles: false)
  }

  /// The middle of the frame, between the caps.
  var frameMiddle: Double { frameLength - start - end }
  /// The middle of the image, between the caps.
  var imageMiddle: Double { imageLength - start - end }

  /// The image coordinate shown at frame coordinate `x`, with the part of the image it lies
  /// in (a cap or the middle): a renderer that smooths between pixels keeps to that part, so
  /// no colour bleeds from one part into the next.
  package func imagePoint(at x: Double) -> (coordinate: Double, part: Range<Double>) {
    if x < start { return (x, 0..<start) }
    if x >= frameLength - end {
      return (imageLength - (frameLength - x), imageLength - end..<imageLength)
    }
    let middle = start..<max(start, imageLength - end)
    let offset = x - start
    guard imageMiddle > 0, frameMiddle > 0 else { return (start, middle) }
    if tiles {
      let wrapped = offset.truncatingRemainder(dividingBy: imageMiddle)
      return (start + (wrapped < 0 ? wrapped + imageMiddle : wrapped), middle)
    }
    return (start + offset * imageMiddle / frameMiddle, middle)
  }

  /// The frame cut into pieces that each show one stretch of the image: the caps, and the
  /// middle once or, when it tiles, once per repeat (the last one cut short).
  ///
  /// `nil` when tiling would take more than `limit` pieces. Empty pieces are left out.
  package func pieces(limit: Int) -> [(frame: Range<Double>, image: Range<Double>)]? {
    var pieces: [(frame: Range<Double>, image: Range<Double>)] = []
    if start > 0 { pieces.append((0..<start, 0..<start)) }
    let middleEnd = frameLength - end
    if frameMiddle > 0, imageMiddle > 0 {
      if tiles {
        let caps = (start > 0 ? 1 : 0) + (end > 0 ? 1 : 0)
        guard (frameMiddle / imageMiddle).rounded(.up) + Double(caps) <= Double(limit) else {
          return nil
        }
        var position = start
        while position < middleEnd {
          let length = min(imageMiddle, middleEnd - position)
          // A middle shorter than the rounding step at `position` would not move it.
          guard position + length > position, pieces.count < limit else { break }
          pieces.append((position..<position + length, start..<start + length))
          position += length
        }
      } else {
        pieces.append((start..<middleEnd, start..<start + imageMiddle))
      }
    }
    if end > 0 { pieces.append((middleEnd..<frameLength, imageLength - end..<imageLength)) }
    return pieces
  }
}
