import Choreo
import Foundation

/// A coverage value per pixel, 0…255, that limits where drawing lands.
///
/// Drawing through a mask multiplies each pixel's coverage by the mask's value there; pixels
/// outside the mask get none. This is how clip paths (a path's coverage) and mask layers (a
/// layer's alpha) apply to an item's drawing.
///
/// ```swift
/// var mask = CoverageMask(x: 0, y: 0, width: 100, height: 100)
/// mask.fill(Path(ellipseIn: rect), transform: .identity, accumulator: &accumulator)
/// ```
struct CoverageMask: Sendable {
  /// The mask's top-leading pixel, in the pixel grid of the target drawn through it.
  let x: Int
  let y: Int
  let width: Int
  let height: Int
  /// The values, row by row.
  var values: [UInt8]

  /// A mask of `width` × `height` pixels at (`x`, `y`) that lets nothing through.
  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
    values = [UInt8](repeating: 0, count: self.width * self.height)
  }

  /// The mask's value at pixel (`px`, `py`) of the target; 0 outside the mask.
  @inline(__always)
  func value(_ px: Int, _ py: Int) -> UInt8 {
    let (mx, my) = (px - x, py - y)
    guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
    return values[my * width + mx]
  }

  /// Lets through the coverage of `path` (its points mapped by `transform` to the target's
  /// pixels), where it exceeds what the mask lets through already.
  mutating func fill(
    _ path: Path, style: FillStyle = FillStyle(), transform: Affine,
    accumulator: inout CoverageAccumulator
  ) {
    let local = Affine(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d,
      tx: transform.tx - Double(x), ty: transform.ty - Double(y))
    accumulator.reset(width: width, height: height)
    Flattener.add(path, transform: local, to: &accumulator)
    let width = width
    values.withUnsafeMutableBufferPointer { values in
      accumulator.sweep(
        rule: style.isEOFilled ? .evenOdd : .nonZero, antialiased: style.isAntialiased
      ) { row, runs in
        for run in runs {
          for column in run.x..<run.x + run.length {
            values[row * width + column] = max(values[row * width + column], run.alpha)
          }
        }
      }
    }
  }
}
