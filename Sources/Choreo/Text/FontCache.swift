import CFreeType
import Synchronization

/// The font files Choreo has opened with FreeType, with their metrics, glyph advances, kerning
/// and outlines; layout and every renderer read glyphs through it, so they agree.
///
/// A face is opened the first time its file is used and kept for the life of the cache (or
/// until `reopen(_:)`), read from a copy of the file's bytes: a file changed or truncated in
/// place later cannot pull glyphs out from under it, as a mapped file would. All
/// FreeType calls happen under one lock, so the cache can be used from any thread; results are
/// plain values. Font units are the face's design units (`FaceMetrics.unitsPerEm` to the em);
/// multiply by `size / unitsPerEm` for points.
package final class FontCache: Sendable {
  /// The cache layout and renderers share.
  package static let shared = FontCache()

  private let state = Mutex(State())
  private let reopenCount = Atomic(0)

  /// How many times a face was opened anew (`reopen(_:)`): what was read from a font file
  /// before it changed (layouts, glyph outlines) is stale once this has moved on.
  package var generation: Int { reopenCount.load(ordering: .acquiring) }

  /// An empty cache; FreeType is started on first use.
  package init() {}

  deinit {
    state.withLock { $0.close() }
  }

  /// The metrics of the face in `file`, opening it if needed.
  ///
  /// - Throws: `FontError.fileNotFound` if no file exists at `file`, `FontError.unreadable` if
  ///   FreeType cannot read it as a scalable font.
  package func metrics(of file: String) throws(FontError) -> FaceMetrics {
    try state.withLock { state throws(FontError) in try state.face(at: file).metrics }
  }

  /// Opens the face in `file` anew, reading the file as it is now, and returns its metrics;
  /// the face opened before from that path, if any, is closed.
  ///
  /// - Throws: as `metrics(of:)`; the old face is closed all the same.
  package func reopen(_ file: String) throws(FontError) -> FaceMetrics {
    try state.withLock { state throws(FontError) in
      // Counted once the new face is in place (or the old one gone): what is read from now
      // on reads the file as it is.
      defer { reopenCount.add(1, ordering: .releasing) }
      state.closeFace(at: file)
      return try state.face(at: file).metrics
    }
  }

  /// The glyphs of `string` in the face in `file`: one glyph per Unicode scalar (no ligatures
  /// or complex shaping), with its advance and its pen position after kerning with the
  /// previous glyph; and the face's ellipsis.
  ///
  /// A scalar the face lacks gets glyph 0 (the face's "missing glyph" box). If the file cannot
  /// be used, the result is `ShapedText.isSynthetic`: estimated advances and no real glyphs.
  /// O(n) in the string's length.
  package func shape(_ string: String, fontFile file: String) -> ShapedText {
    state.withLock { state in
      guard let face = try? state.face(at: file) else {
        return ShapedText(synthesizing: string)
      }
      return face.shape(string)
    }
  }

  /// How far `string`'s glyphs reach when set on one line in the face in `file`, measured
  /// as `shape` places them but without keeping the glyphs; `nil` if the file cannot be used.
  ///
  /// Sizing text that is one line needs only this. O(n) in the string's length.
  package func lineExtent(of string: String, fontFile file: String) -> LineExtent? {
    state.withLock { state in
      guard let face = try? state.face(at: file) else { return nil }
      return face.lineExtent(of: string)
    }
  }

  /// The outline of `glyph` in the face in `file`, in font units, or `nil` if the file cannot
  /// be used or the glyph has no outline.
  package func outline(of glyph: UInt32, fontFile file: String) -> GlyphOutline? {
    state.withLock { state in
      guard let face = try? state.face(at: file) else { return nil }
      return face.outline(of: glyph)
    }
  }
}

/// A face's vertical metrics in font units.
package struct FaceMetrics: Hashable, Sendable {
  /// Design units per em; a glyph's units scale by `size / unitsPerEm` to points.
  package var unitsPerEm: Int
  /// The distance from the baseline up to the top of the line, positive.
  package var ascender: Int
  /// The distance from the baseline down to the bottom of the line, negative.
  package var descender: Int
  /// The distance between consecutive baselines: ascender − descender + line gap.
  package var lineSpacing: Int
  /// Whether the face has a kerning table FreeType reads.
  package var hasKerning: Bool

  /// Metrics used when no font file can be read: a 1000-unit em, 0.8 em above the baseline,
  /// 0.2 em below, no line gap.
  package static let synthetic = FaceMetrics(
    unitsPerEm: 1000, ascender: 800, descender: -200, lineSpacing: 1000, hasKerning: false)
}

/// How far a string's glyphs reach on one line, in font units (see `FontCache.lineExtent`).
package struct LineExtent: Hashable, Sendable {
  package var metrics: FaceMetrics
  /// From the first glyph's origin to the end of the last one's advance (`ShapedText.width`).
  package var width: Int
  /// The most any prefix reaches: the end of the furthest glyph's advance, 0 for no glyphs.
  ///
  /// With kerning or a negative advance a glyph may end before an earlier one does.
  package var widest: Int

  package init(metrics: FaceMetrics, width: Int, widest: Int) {
    self.metrics = metrics
    self.width = width
    self.widest = widest
  }

  /// How far `shaped`'s glyphs reach.
  package init(of shaped: ShapedText) {
    let widest = shaped.glyphs.reduce(0) { max($0, $1.pen + Int($1.advance)) }
    self.init(
      metrics: shaped.metrics, width: shaped.width(of: shaped.glyphs.indices), widest: widest)
  }
}

/// Scalars mapped to glyphs with advances and kerning, in font units.
package struct ShapedText: Hashable, Sendable {
  package var metrics: FaceMetrics
  /// Whether no font file could be read and the advances are estimates (glyphs are all 0).
  package var isSynthetic: Bool
  /// One glyph per scalar.
  package var glyphs: [Glyph]
  /// What ends truncated text in this face.
  package var ellipsis: Ellipsis

  /// One scalar's glyph.
  package struct Glyph: Hashable, Sendable {
    /// The glyph id in the face; 0 is the face's "missing glyph" box.
    package var id: UInt32
    package var advance: Int32
    /// Where the glyph is drawn when the text is one line, from the first glyph's origin.
    ///
    /// The advances of the glyphs before it plus the kerning of every pair up to its own with
    /// the previous glyph; the first glyph's is 0.
    package var pen: Int
  }

  /// The glyph drawn at the end of truncated text: "…", or when the face lacks it, "."
  /// drawn three times.
  package struct Ellipsis: Hashable, Sendable {
    package var glyph: UInt32
    package var advance: Int32
    package var count: Int

    /// The advance of all `count` glyphs.
    package var width: Int { Int(advance) * count }
  }

  /// The width of the glyphs at `range` set on one line, in font units: from the first
  /// glyph's origin to the end of the last one's advance, without kerning before the first.
  package func width(of range: Range<Int>) -> Int {
    guard let first = range.first, let last = range.last else { return 0 }
    return glyphs[last].pen + Int(glyphs[last].advance) - glyphs[first].pen
  }

  /// Half an em for every scalar, a quarter for spaces; an ellipsis of one half-em glyph.
  init(synthesizing string: String) {
    metrics = .synthetic
    isSynthetic = true
    glyphs = []
    glyphs.reserveCapacity(string.utf8.count)
    var pen = 0
    for scalar in string.unicodeScalars {
      let advance: Int32 = scalar.properties.isWhitespace ? 250 : 500
      glyphs.append(Glyph(id: 0, advance: advance, pen: pen))
      pen += Int(advance)
    }
    ellipsis = Ellipsis(glyph: 0, advance: 500, count: 1)
  }

  init(metrics: FaceMetrics, glyphs: [Glyph], ellipsis: Ellipsis) {
    self.metrics = metrics
    isSynthetic = false
    self.glyphs = glyphs
    self.ellipsis = ellipsis
  }
}

// MARK: - Faces

extension FontCache {
  /// Everything the lock protects.
  fileprivate struct State {
    var library: FT_Library?
    var faces: [String: Face] = [:]
    /// The face used last: text comes in few fonts, and comparing a path with the same string
    /// costs less than hashing it.
    var lastUsed: (path: String, face: Face)?

    mutating func face(at path: String) throws(FontError) -> Face {
      if let lastUsed, lastUsed.path == path { return lastUsed.face }
      let face = try opened(at: path)
      lastUsed = (path, face)
      return face
    }

    private mutating func opened(at path: String) throws(FontError) -> Face {
      if let face = faces[path] { return face }
      guard FileManager.default.fileExists(atPath: path) else {
        throw .fileNotFound(path: path)
      }
      if library == nil {
        var made: FT_Library?
        let error = FT_Init_FreeType(&made)
        guard error == 0, let made else { throw .unreadable(path: path, code: error) }
        library = made
      }
      let bytes = try Self.contents(at: path)
      var handle: FT_Face?
      let error = FT_New_Memory_Face(
        library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
        0, &handle)
      guard error == 0, let handle else {
        bytes.deallocate()
        throw .unreadable(path: path, code: error)
      }
      guard choreo_FT_IS_SCALABLE(handle) != 0, handle.pointee.units_per_EM > 0 else {
        FT_Done_Face(handle)
        bytes.deallocate()
        throw .unreadable(path: path, code: Int32(FT_Err_Unknown_File_Format))
      }
      let face = Face(handle: handle, bytes: bytes)
      faces[path] = face
      return face
    }

    /// The largest font file read: 256 MB, above the largest collections of CJK faces.
    static let largestFile = 256 << 20

    /// A copy of the bytes of the file at `path`, which the face made from them reads for
    /// as long as it is open.
    private static func contents(at path: String) throws(FontError) -> UnsafeMutableRawBufferPointer
    {
      guard case .regular(let size) = FileKind(atPath: path), size <= largestFile,
        let data = FileManager.default.contents(atPath: path), data.count <= largestFile
      else { throw .unreadable(path: path, code: Int32(FT_Err_Cannot_Open_Stream)) }
      let bytes = UnsafeMutableRawBufferPointer.allocate(
        byteCount: Swift.max(1, data.count), alignment: 16)
      data.copyBytes(to: bytes)
      return bytes
    }

    /// Closes the face opened from `path`, if any.
    mutating func closeFace(at path: String) {
      if lastUsed?.path == path { lastUsed = nil }
      faces.removeValue(forKey: path)?.close()
    }

    mutating func close() {
      for face in faces.values { face.close() }
      faces = [:]
      lastUsed = nil
      if let library { FT_Done_FreeType(library) }
      library = nil
    }
  }

  /// One open face and what has been read from it; touched only under the cache's lock.
  ///
  /// Its caches are not checked for exclusive access at run time: the lock already makes it
  /// exclusive, and the check cost more than the look-up it guarded (a kerning pair is read
  /// for every glyph shaped).
  fileprivate final class Face {
    let handle: FT_Face
    let metrics: FaceMetrics
    let ellipsis: ShapedText.Ellipsis
    @exclusivity(unchecked) private var glyphIndices: [UInt32: UInt32] = [:]
    @exclusivity(unchecked) private var advances: [UInt32: Int32] = [:]
    @exclusivity(unchecked) private var kerningPairs: [UInt64: Int32] = [:]
    @exclusivity(unchecked) private var outlines: [UInt32: GlyphOutline?] = [:]
    // ASCII, most of what apps show, skips the dictionaries: glyphs and advances are read when
    // the face opens, kerning of ASCII pairs on first use (`unknownKerning` until then).
    private let asciiGlyphs: [UInt32]
    private let asciiAdvances: [Int32]
    @exclusivity(unchecked) private var asciiKerning: [Int32] = []
    private static let unknownKerning = Int32.min

    /// The font file's bytes, which the face reads from; freed when it closes.
    private let bytes: UnsafeMutableRawBufferPointer

    init(handle: FT_Face, bytes: UnsafeMutableRawBufferPointer) {
      self.handle = handle
      self.bytes = bytes
      let face = handle.pointee
      metrics = FaceMetrics(
        unitsPerEm: Int(face.units_per_EM), ascender: Int(face.ascender),
        descender: Int(face.descender), lineSpacing: Int(face.height),
        hasKerning: choreo_FT_HAS_KERNING(handle) != 0)
      asciiGlyphs = (0..<128).map { Self.readGlyphIndex(of: Unicode.Scalar(UInt8($0)), in: handle) }
      asciiAdvances = asciiGlyphs.map { Self.readAdvance(of: $0, in: handle) }
      let ellipsisGlyph = Self.readGlyphIndex(of: "\u{2026}", in: handle)
      if ellipsisGlyph != 0 {
        let advance = Self.readAdvance(of: ellipsisGlyph, in: handle)
        ellipsis = .init(glyph: ellipsisGlyph, advance: advance, count: 1)
      } else {
        let period = Int(Unicode.Scalar(".").value)
        ellipsis = .init(glyph: asciiGlyphs[period], advance: asciiAdvances[period], count: 3)
      }
      if metrics.hasKerning {
        asciiKerning = Array(repeating: Self.unknownKerning, count: 128 * 128)
      }
    }

    /// Closes the face and frees the bytes it read; it must not be used after.
    func close() {
      FT_Done_Face(handle)
      bytes.deallocate()
    }

    func shape(_ string: String) -> ShapedText {
      var glyphs: [ShapedText.Glyph] = []
      // At least one byte a scalar: room for all, found in O(1).
      glyphs.reserveCapacity(string.utf8.count)
      forEachGlyph(of: string) { glyphs.append($0) }
      return ShapedText(metrics: metrics, glyphs: glyphs, ellipsis: ellipsis)
    }

    func lineExtent(of string: String) -> LineExtent {
      if let extent = asciiLineExtent(of: string) { return extent }
      var end = 0
      var widest = 0
      forEachGlyph(of: string) { glyph in
        end = glyph.pen + Int(glyph.advance)
        widest = max(widest, end)
      }
      return LineExtent(metrics: metrics, width: end, widest: widest)
    }

    /// `lineExtent(of:)` for a string of ASCII alone, read byte by byte from its UTF-8 with
    /// the ASCII tables; `nil` for any other string, or one not stored contiguously.
    ///
    /// The same sums as `forEachGlyph`, without decoding scalars: most labels are ASCII, and
    /// sizing a grid of them measures each once.
    private func asciiLineExtent(of string: String) -> LineExtent? {
      let kerns = metrics.hasKerning
      let measured: (end: Int, widest: Int)?? = string.utf8.withContiguousStorageIfAvailable {
        bytes in
        // The advances through a buffer: read through the array, each costs a bounds check.
        asciiAdvances.withUnsafeBufferPointer { advances in
          var pen = 0
          var end = 0
          var widest = 0
          var previous: UInt8?
          for byte in bytes {
            guard byte < 0x80 else { return nil }
            if kerns, let previous {
              pen += Int(asciiKerning(between: previous, and: byte))
            }
            end = pen + Int(advances[Int(byte)])
            widest = max(widest, end)
            pen = end
            previous = byte
          }
          return (end, widest)
        }
      }
      guard let measured = measured ?? nil else { return nil }
      return LineExtent(metrics: metrics, width: measured.end, widest: measured.widest)
    }

    /// Calls `body` with each scalar's glyph, in order: its id, advance and pen position after
    /// kerning with the previous glyph.
    ///
    /// Inlined into each caller, so that each loop is compiled with its own `body`: called
    /// through the closure, shaping ran 5% slower.
    @inline(__always)
    private func forEachGlyph(of string: String, _ body: (ShapedText.Glyph) -> Void) {
      var pen = 0
      var previous: (scalar: Unicode.Scalar, glyph: UInt32)?
      for scalar in string.unicodeScalars {
        let glyph: UInt32
        let advance: Int32
        if scalar.isASCII {
          glyph = asciiGlyphs[Int(scalar.value)]
          advance = asciiAdvances[Int(scalar.value)]
        } else if scalar == "\u{00AD}" {
          // A soft hyphen only marks where a line may break: drawn as a space of no width,
          // it leaves the kerning of the glyphs around it as it is.
          body(ShapedText.Glyph(id: asciiGlyphs[0x20], advance: 0, pen: pen))
          continue
        } else {
          glyph = glyphIndex(of: scalar)
          advance = self.advance(of: glyph)
        }
        if let previous, metrics.hasKerning {
          pen += Int(kerning(between: previous.scalar, previous.glyph, and: scalar, glyph))
        }
        body(ShapedText.Glyph(id: glyph, advance: advance, pen: pen))
        pen += Int(advance)
        previous = (scalar, glyph)
      }
    }

    func outline(of glyph: UInt32) -> GlyphOutline? {
      if let cached = outlines[glyph] { return cached }
      let made = GlyphOutline(glyph: glyph, of: handle, unitsPerEm: metrics.unitsPerEm)
      outlines[glyph] = made
      return made
    }

    private func glyphIndex(of scalar: Unicode.Scalar) -> UInt32 {
      if let glyph = glyphIndices[scalar.value] { return glyph }
      let glyph = Self.readGlyphIndex(of: scalar, in: handle)
      glyphIndices[scalar.value] = glyph
      return glyph
    }

    private func advance(of glyph: UInt32) -> Int32 {
      if let advance = advances[glyph] { return advance }
      let advance = Self.readAdvance(of: glyph, in: handle)
      advances[glyph] = advance
      return advance
    }

    private static func readGlyphIndex(of scalar: Unicode.Scalar, in handle: FT_Face) -> UInt32 {
      UInt32(FT_Get_Char_Index(handle, FT_ULong(scalar.value)))
    }

    private static func readAdvance(of glyph: UInt32, in handle: FT_Face) -> Int32 {
      var advance: FT_Fixed = 0
      // With NO_SCALE FreeType answers in font units, unhinted: the same at every size.
      if FT_Get_Advance(handle, glyph, choreo_FT_LOAD_NO_SCALE, &advance) != 0 { advance = 0 }
      return Int32(clamping: advance)
    }

    private func kerning(
      between leftScalar: Unicode.Scalar, _ left: UInt32, and rightScalar: Unicode.Scalar,
      _ right: UInt32
    ) -> Int32 {
      guard leftScalar.isASCII && rightScalar.isASCII else { return kerning(between: left, right) }
      return asciiKerning(between: UInt8(leftScalar.value), and: UInt8(rightScalar.value))
    }

    /// The kerning between two ASCII characters, read from FreeType on first use.
    private func asciiKerning(between left: UInt8, and right: UInt8) -> Int32 {
      let slot = Int(left) * 128 + Int(right)
      if asciiKerning[slot] == Self.unknownKerning {
        asciiKerning[slot] = kerning(between: asciiGlyphs[Int(left)], asciiGlyphs[Int(right)])
      }
      return asciiKerning[slot]
    }

    private func kerning(between left: UInt32, _ right: UInt32) -> Int32 {
      let key = UInt64(left) << 32 | UInt64(right)
      if let kerning = kerningPairs[key] { return kerning }
      var vector = FT_Vector()
      if FT_Get_Kerning(handle, left, right, FT_KERNING_UNSCALED.rawValue, &vector) != 0 {
        vector.x = 0
      }
      let value = Int32(clamping: vector.x)
      kerningPairs[key] = value
      return value
    }
  }
}
