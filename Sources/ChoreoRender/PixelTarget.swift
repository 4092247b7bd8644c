/// Premultiplied RGBA pixels being drawn into, row by row from the top: a bitmap's or an
/// effect layer's, borrowed for the length of a draw.
struct PixelTarget {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  let height: Int
  /// Room for one row of colours, for shading.
  let colors: UnsafeMutablePointer<UInt32>

  /// Draws `shader`'s colours over the runs of row `y`, each scaled by its coverage and, with
  /// a mask, by the mask's value at each pixel.
  @inline(__always)
  func paint(
    _ runs: UnsafeBufferPointer<CoverageAccumulator.Run>, row y: Int, shader: Shader,
    mask: CoverageMask?
  ) {
    let row = pixels + y * width
    if let mask {
      for run in runs { paintMasked(run, row: row, y: y, shader: shader, mask: mask) }
      return
    }
    if let color = shader.rowColor(y) {
      let full = Blend.alpha(color) == 255
      for run in runs {
        if run.alpha == 255, full {
          (row + run.x).update(repeating: color, count: run.length)
        } else {
          Blend.over(Blend.scale(color, by: UInt32(run.alpha)), row + run.x, count: run.length)
        }
      }
      return
    }
    for run in runs {
      shader.shade(y: y, x: run.x, count: run.length, into: colors)
      Blend.over(colors, coverage: UInt32(run.alpha), row + run.x, count: run.length)
    }
  }

  /// Draws `source` (premultiplied pixels of `source.width` per row, placed with its pixel
  /// (0, 0) at (`x`, `y`) of this target) over this target, scaled by `opacity`/255 and the
  /// mask.
  func composite(
    _ source: UnsafePointer<UInt32>, width sourceWidth: Int, height sourceHeight: Int, x: Int,
    y: Int, opacity: UInt32, mask: CoverageMask?
  ) {
    let left = max(0, x)
    let right = min(width, x + sourceWidth)
    let top = max(0, y)
    let bottom = min(height, y + sourceHeight)
    guard left < right, top < bottom, opacity > 0 else { return }
    for row in top..<bottom {
      let from = source + (row - y) * sourceWidth - x
      let to = pixels + row * width
      for column in left..<right {
        var pixel = from[column]
        guard pixel != 0 else { continue }
        var factor = opacity
        if let mask {
          factor = Blend.scale(factor, by: UInt32(mask.value(column, row)))
        }
        if factor != 255 { pixel = Blend.scale(pixel, by: factor) }
        to[column] = Blend.over(pixel, to[column])
      }
    }
  }

  private func paintMasked(
    _ run: CoverageAccumulator.Run, row: UnsafeMutablePointer<UInt32>, y: Int, shader: Shader,
    mask: CoverageMask
  ) {
    shader.shade(y: y, x: run.x, count: run.length, into: colors)
    for i in 0..<run.length {
      let coverage = Blend.scale(UInt32(run.alpha), by: UInt32(mask.value(run.x + i, y)))
      guard coverage != 0 else { continue }
      row[run.x + i] = Blend.over(Blend.scale(colors[i], by: coverage), row[run.x + i])
    }
  }
}
