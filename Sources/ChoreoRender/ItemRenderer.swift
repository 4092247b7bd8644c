import Choreo
import Foundation

/// Draws display-list items, one at a time, into pixel targets, and keeps the memory the
/// drawing reuses from item to item.
///
/// An item's content is placed at its frame's origin, mapped by its transform, then scaled to
/// pixels. Drawing goes through an optional `CoverageMask`, the hook for clip paths and mask
/// layers: the mask multiplies the coverage of everything the item draws.
struct ItemRenderer {
  /// Pixels per point.
  let scale: Double
  var accumulator = CoverageAccumulator()

  init(scale: Double) {
    self.scale = scale
  }

  /// Draws `item` into `target`, whose pixel (0, 0) is the canvas pixel (`originX`,
  /// `originY`).
  mutating func draw(
    _ item: DisplayList.Item, into target: PixelTarget, originX: Int, originY: Int,
    mask: CoverageMask?
  ) {
    let opacity = item.opacity.isNaN ? 0 : min(max(item.opacity, 0), 1)
    guard opacity > 0 else { return }
    let transform = Affine(
      origin: item.frame.origin, transform: item.transform, scale: scale, offsetX: originX,
      offsetY: originY)
    guard transform.isFinite else { return }
    let effects = LayerEffects(item, scale: scale)
    if effects.isEmpty
      || !drawWithEffects(
        item.content, effects, transform: transform, opacity: opacity, into: target, mask: mask)
    {
      drawContent(item.content, transform: transform, opacity: opacity, into: target, mask: mask)
    }
  }

  /// Draws `content`, mapped to `target`'s pixels by `transform`, with its paint's opacity
  /// multiplied by `opacity`.
  mutating func drawContent(
    _ content: DisplayList.Content, transform: Affine, opacity: Double, into target: PixelTarget,
    mask: CoverageMask?
  ) {
    switch content {
    case .shape(let drawing):
      let shader = Shader(
        drawing.paint, bounds: drawing.paintBounds, transform: transform, opacity: opacity)
      guard !shader.isInvisible else { return }
      accumulator.reset(width: target.width, height: target.height)
      switch drawing.geometry {
      case .fill(let path, let style):
        Flattener.add(path, transform: transform, to: &accumulator)
        fill(
          rule: style.isEOFilled ? .evenOdd : .nonZero, antialiased: style.isAntialiased,
          shader: shader, into: target, mask: mask)
      case .stroke(let path, let style, let antialiased):
        // Flattened within 0.05 pixel: the most the transform stretches is k.
        let k = transform.maximumScale
        guard k > 0, let stroker = Stroker(style: style, tolerance: 0.05 / k) else { return }
        stroker.stroke(path, transform: transform, into: &accumulator)
        fill(
          rule: .nonZero, antialiased: antialiased, shader: shader, into: target, mask: mask)
      }
    case .text(let layout, let paint):
      let shader = Shader(
        paint, bounds: CGRect(origin: .zero, size: layout.size), transform: transform,
        opacity: opacity)
      guard !shader.isInvisible else { return }
      // Glyphs fill together, so overlapping glyphs do not darken; glyphs from a face asking
      // for the even-odd rule fill apart.
      accumulator.reset(width: target.width, height: target.height)
      let hasEvenOddGlyphs = addGlyphs(of: layout, transform: transform, evenOdd: false)
      fill(rule: .nonZero, antialiased: true, shader: shader, into: target, mask: mask)
      if hasEvenOddGlyphs {
        accumulator.reset(width: target.width, height: target.height)
        _ = addGlyphs(of: layout, transform: transform, evenOdd: true)
        fill(rule: .evenOdd, antialiased: true, shader: shader, into: target, mask: mask)
      }
    case .image(let image):
      guard let decoded = DecodedImage.image(atPath: image.file) else { return }
      let shader =
        if let mappings = image.axisMappings {
          Shader(image: decoded, mappings: mappings, transform: transform, opacity: opacity)
        } else {
          Shader(image: decoded, size: image.size, transform: transform, opacity: opacity)
        }
      guard !shader.isInvisible else { return }
      accumulator.reset(width: target.width, height: target.height)
      Flattener.add(
        Path(CGRect(origin: .zero, size: image.size)), transform: transform, to: &accumulator)
      fill(rule: .nonZero, antialiased: true, shader: shader, into: target, mask: mask)
    }
  }

  /// Where `content` may draw, in `transform`'s pixels: (minX, minY, maxX, maxY).
  func bounds(of content: DisplayList.Content, transform: Affine) -> (
    Double, Double, Double, Double
  )? {
    let rect: CGRect
    switch content {
    case .shape(let drawing):
      switch drawing.geometry {
      case .fill(let path, _):
        rect = path.boundingRect
      case .stroke(let path, let style, _):
        // Square caps reach √2 half widths from a point, miters up to the limit.
        let reach = style.lineWidth / 2 * max(style.miterLimit, 2.squareRoot())
        guard reach.isFinite else { return nil }
        rect = path.boundingRect.insetBy(dx: -reach, dy: -reach)
      }
    case .text(let layout, _):
      // Glyphs may reach past the layout's box (accents, italics): allow one em around it.
      let em = layout.runs.map(\.fontSize).max() ?? 0
      rect = CGRect(origin: .zero, size: layout.size).insetBy(dx: -em, dy: -em)
    case .image(let image):
      rect = CGRect(origin: .zero, size: image.size)
    }
    return Self.bounds(of: rect, transform: transform)
  }

  private static func bounds(of rect: CGRect, transform: Affine) -> (
    Double, Double, Double, Double
  ) {
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ].map { transform.apply(CGPoint(x: $0.0, y: $0.1)) }
    return (
      corners.map(\.x).min() ?? 0, corners.map(\.y).min() ?? 0, corners.map(\.x).max() ?? 0,
      corners.map(\.y).max() ?? 0
    )
  }

  // MARK: - Private

  private mutating func fill(
    rule: CoverageAccumulator.Rule, antialiased: Bool, shader: Shader, into target: PixelTarget,
    mask: CoverageMask?
  ) {
    guard !accumulator.isEmpty else { return }
    accumulator.sweep(rule: rule, antialiased: antialiased) { y, runs in
      target.paint(runs, row: y, shader: shader, mask: mask)
    }
  }

  /// Adds the outlines of the glyphs of `layout` that use the even-odd rule (or do not);
  /// returns whether it left out glyphs that use the other rule.
  private mutating func addGlyphs(
    of layout: TextLayout, transform m: Affine, evenOdd: Bool
  ) -> Bool {
    var leftOut = false
    let stretch = m.maximumScale
    let bounds = (0.0, 0.0, Double(accumulator.width), Double(accumulator.height))
    for run in layout.runs {
      let size = Double(run.fontSize)
      guard size.isFinite, size > 0 else { continue }
      // Glyphs wholly off the target are skipped: two ems around its origin hold a glyph.
      let reach = size * stretch * 2
      for (glyph, position) in zip(run.glyphs, run.positions) {
        let (ox, oy) = m.apply(position)
        guard ox + reach > bounds.0, oy + reach > bounds.1, ox - reach < bounds.2,
          oy - reach < bounds.3,
          let outline = GlyphCache.shared.glyph(
            glyph, fontFile: run.fontFile, pixelsPerEm: size * stretch)
        else { continue }
        guard outline.usesEvenOddFill == evenOdd else {
          leftOut = true
          continue
        }
        // Font units, y up, from the glyph's baseline origin, to pixels.
        let s = size / Double(outline.unitsPerEm)
        let g = Affine(a: m.a * s, b: m.b * s, c: -m.c * s, d: -m.d * s, tx: ox, ty: oy)
        outline.lines.withUnsafeBufferPointer { lines in
          var i = 0
          while i + 3 < lines.count {
            let (x0, y0, x1, y1) = (lines[i], lines[i + 1], lines[i + 2], lines[i + 3])
            accumulator.addLine(g.x(x0, y0), g.y(x0, y0), g.x(x1, y1), g.y(x1, y1))
            i += 4
          }
        }
      }
    }
    return leftOut
  }
}
