import CFreeType

/// The outline of one glyph, as FreeType reads it from the font file, in font units.
///
/// Renderers fill it (non-zero winding unless `usesEvenOddFill`) after `elements(size:at:)`
/// scales it to points and flips it into Choreo's y-down coordinates.
package struct GlyphOutline: Hashable, Sendable {
  /// One step of an outline.
  package enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The contours in font units, y up, relative to the glyph's baseline origin.
  package var elements: [Element]
  /// Design units per em of the face the glyph came from.
  package var unitsPerEm: Int
  /// Whether the face asks for the even-odd rule instead of non-zero winding.
  package var usesEvenOddFill: Bool

  /// The elements at `size` points, y down, with the glyph's baseline origin at `origin`
  /// (a `GlyphRun` position).
  package func elements(size: CGFloat, at origin: CGPoint) -> [Element] {
    let scale = size / CGFloat(unitsPerEm)
    func map(_ point: CGPoint) -> CGPoint {
      CGPoint(x: origin.x + point.x * scale, y: origin.y - point.y * scale)
    }
    return elements.map { element in
      switch element {
      case .move(let to): .move(to: map(to))
      case .line(let to): .line(to: map(to))
      case .quadCurve(let to, let control): .quadCurve(to: map(to), control: map(control))
      case .curve(let to, let control1, let control2):
        .curve(to: map(to), control1: map(control1), control2: map(control2))
      case .closeSubpath: .closeSubpath
      }
    }
  }
}

extension Path {
  /// Adds the contours of a glyph (`GlyphOutline.elements(size:at:)`).
  package mutating func append(_ elements: [GlyphOutline.Element]) {
    for element in elements {
      switch element {
      case .move(let to): move(to: to)
      case .line(let to): addLine(to: to)
      case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
      case .curve(let to, let control1, let control2):
        addCurve(to: to, control1: control1, control2: control2)
      case .closeSubpath: closeSubpath()
      }
    }
  }
}

// MARK: - Reading outlines

extension GlyphOutline {
  /// Loads `glyph` unscaled and unhinted from `face`; `nil` if it has no outline.
  init?(glyph: UInt32, of face: FT_Face, unitsPerEm: Int) {
    guard FT_Load_Glyph(face, glyph, choreo_FT_LOAD_NO_SCALE) == 0,
      let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return nil }
    var outline = slot.pointee.outline
    let builder = OutlineBuilder()
    var callbacks = FT_Outline_Funcs(
      move_to: { to, user in OutlineBuilder.from(user).move(to) },
      line_to: { to, user in OutlineBuilder.from(user).line(to) },
      conic_to: { control, to, user in OutlineBuilder.from(user).quad(control, to) },
      cubic_to: { control1, control2, to, user in
        OutlineBuilder.from(user).cubic(control1, control2, to)
      },
      shift: 0, delta: 0)
    let error = withExtendedLifetime(builder) {
      FT_Outline_Decompose(&outline, &callbacks, Unmanaged.passUnretained(builder).toOpaque())
    }
    guard error == 0 else { return nil }
    builder.closeContour()
    elements = builder.elements
    self.unitsPerEm = unitsPerEm
    usesEvenOddFill = outline.flags & FT_OUTLINE_EVEN_ODD_FILL != 0
  }
}

/// Collects the elements FreeType's decomposer reports.
private final class OutlineBuilder {
  var elements: [GlyphOutline.Element] = []
  private var isOpen = false

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
    guard let user else { preconditionFailure("FreeType lost the outline builder") }
    return Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
  }

  func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
    closeContour()
    elements.append(.move(to: point(to)))
    isOpen = true
    return 0
  }

  func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
    elements.append(.line(to: point(to)))
    return 0
  }

  func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
    elements.append(.quadCurve(to: point(to), control: point(control)))
    return 0
  }

  func cubic(
    _ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?,
    _ to: UnsafePointer<FT_Vector>?
  ) -> Int32 {
    elements.append(.curve(to: point(to), control1: point(control1), control2: point(control2)))
    return 0
  }

  /// FreeType closes each contour with a segment back to its start; the path still needs its
  /// close element so strokes join.
  func closeContour() {
    if isOpen { elements.append(.closeSubpath) }
    isOpen = false
  }

  private func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
    guard let vector else { return .zero }
    return CGPoint(x: CGFloat(vector.pointee.x), y: CGFloat(vector.pointee.y))
  }
}
