import Choreo
import Foundation

/// A glyph outline written into `<defs>`: its id and the area it covers, relative to its
/// baseline origin.
struct SVGGlyphDefinition {
  var id: String
  var bounds: CGRect
}

extension SVGItemWriter {
  /// The element drawing `layout` in `paint` inside a frame of `size`, and the area it may
  /// paint; `nil` if it draws nothing.
  ///
  /// Text whose font file could not be read has no glyph runs and draws nothing. The paint's
  /// unit square is the text's frame.
  mutating func text(
    _ layout: TextLayout, paint: ResolvedPaint, size: CGSize
  ) -> (SVGElement, CGRect)? {
    guard !paint.isInvisible, !layout.runs.isEmpty else { return nil }
    let frame = CGRect(origin: .zero, size: size)
    if textAsGlyphs { return glyphs(of: layout, paint: paint, frame: frame) }
    // Glyphs may reach past the layout's box; half an em around it covers the usual overhang.
    let margin = (layout.runs.map(\.fontSize).max() ?? 0) / 2
    let coverage = CGRect(origin: .zero, size: layout.size).union(frame)
      .insetBy(dx: -margin, dy: -margin)
    guard SVGPaint.isFinite(coverage),
      let painted = SVGPaint(paint, bounds: frame, coverage: coverage, definitions: &definitions)
    else { return nil }
    var group = textElements(of: layout)
    guard !group.children.isEmpty else { return nil }
    group["fill"] = painted.value
    group["fill-opacity"] = painted.opacity
    return (group, coverage)
  }

  // MARK: - Glyph outlines

  /// `<use>` elements placing each glyph's outline, filled with `paint`.
  ///
  /// A solid colour fills a group of the glyphs. A gradient cannot: a `<use>` moves its glyph's
  /// user space, and the gradient would move with every glyph. So the glyphs become a clip
  /// path, and a rectangle over the text's area is filled with the gradient through it.
  private mutating func glyphs(
    of layout: TextLayout, paint: ResolvedPaint, frame: CGRect
  ) -> (SVGElement, CGRect)? {
    var uses: [SVGElement] = []
    var coverage = CGRect.null
    for run in layout.runs {
      for (glyph, position) in zip(run.glyphs, run.positions) {
        guard let x = SVGNumberFormatter.string(position.x),
          let y = SVGNumberFormatter.string(position.y),
          let definition = glyphDefinition(glyph, fontFile: run.fontFile, size: run.fontSize)
        else { continue }
        uses.append(SVGElement("use", [("xlink:href", "#" + definition.id), ("x", x), ("y", y)]))
        coverage = coverage.union(definition.bounds.offsetBy(dx: position.x, dy: position.y))
      }
    }
    guard !uses.isEmpty, SVGPaint.isFinite(coverage),
      let painted = SVGPaint(paint, bounds: frame, coverage: coverage, definitions: &definitions)
    else { return nil }
    var group = SVGElement("g")
    if case .color = paint {
      group["fill"] = painted.value
      group["fill-opacity"] = painted.opacity
      group.children = uses
      return (group, coverage)
    }
    var clip = SVGElement("clipPath")
    clip.children = uses
    let clipID = definitions.id(of: clip, prefix: "clip")
    let area = coverage.integral
    var rect = SVGElement("rect")
    for (name, value) in [
      ("x", area.minX), ("y", area.minY), ("width", area.width), ("height", area.height),
    ] {
      rect[name] = SVGNumberFormatter.string(value) ?? "0"
    }
    rect["fill"] = painted.value
    rect["fill-opacity"] = painted.opacity
    rect["clip-path"] = SVGDefinitions.url(clipID)
    group.children = [rect]
    return (group, coverage)
  }

  /// The definition of `glyph` of `file` at `size` points, added on first use; `nil` for a
  /// glyph without an outline (a space).
  private mutating func glyphDefinition(
    _ glyph: UInt32, fontFile file: String, size: CGFloat
  ) -> SVGGlyphDefinition? {
    let key = file + "\u{0}" + String(glyph) + "\u{0}" + String(describing: size)
    if let known = glyphs[key] { return known }
    var definition: SVGGlyphDefinition?
    if let outline = FontCache.shared.outline(of: glyph, fontFile: file) {
      var path = Path()
      path.append(outline.elements(size: size, at: .zero))
      if !path.isEmpty, SVGPaint.isFinite(path.boundingRect) {
        let id = definitions.id(forKey: key, prefix: "glyph") {
          var element = SVGElement("path", [("d", SVGNumberFormatter.pathData(path))])
          if outline.usesEvenOddFill {
            element["fill-rule"] = "evenodd"
            element["clip-rule"] = "evenodd"
          }
          return element
        }
        definition = SVGGlyphDefinition(id: id, bounds: path.boundingRect)
      }
    }
    glyphs[key] = .some(definition)
    return definition
  }

  // MARK: - Text elements

  /// A group of `<text>` elements, one a line, with the font of the first run.
  ///
  /// Every line that shows characters has one glyph run, in order, with one glyph a Unicode
  /// scalar; so each character gets its glyph's x. A truncated line whose face lacks "…" draws
  /// three "." glyphs, and the text says "..." there. Where the counts still differ, only the
  /// line's start is given.
  private mutating func textElements(of layout: TextLayout) -> SVGElement {
    var group = SVGElement("g")
    guard let first = layout.runs.first else { return group }
    let family = fontFamily(of: first.fontFile)
    group["font-family"] = family.cssValue
    group["font-size"] = SVGNumberFormatter.string(first.fontSize) ?? "0"
    if family.isBold { group["font-weight"] = "bold" }
    if family.isItalic { group["font-style"] = "italic" }
    group["xml:space"] = "preserve"
    var runs = layout.runs[...]
    for line in layout.lines where !line.text.isEmpty {
      let run = runs.popFirst()
      var scalars = Array(line.text.unicodeScalars)
      if let run, scalars.last == "\u{2026}", run.glyphs.count == scalars.count + 2 {
        scalars.removeLast()
        scalars += [".", ".", "."]
      }
      let xs: [CGFloat] =
        if let run, run.positions.count == scalars.count {
          run.positions.map(\.x)
        } else {
          [run?.positions.first?.x ?? line.origin.x]
        }
      let y = run?.positions.first?.y ?? line.origin.y
      guard let xList = SVGNumberFormatter.list(xs.map(Double.init)),
        let yText = SVGNumberFormatter.string(y)
      else { continue }
      var element = SVGElement("text", [("x", xList), ("y", yText)])
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      element.text = text
      group.children.append(element)
    }
    return group
  }

  private mutating func fontFamily(of file: String) -> SVGFontFamily {
    if let known = fontFamilies[file] { return known }
    let family = SVGFontFamily(fontFile: file)
    fontFamilies[file] = family
    return family
  }
}
