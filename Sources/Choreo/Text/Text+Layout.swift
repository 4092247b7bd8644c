extension Text: LeafLayout {
  /// The size of this text's layout for `proposal`: see `TextLayout`.
  package func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues)
    -> CGSize
  {
    let read = TextEnvironment.of(environment)
    let request = layoutRequest(for: proposal, reading: read)
    var size = TextLayout.size(of: request)
    if read.reservedLines > 1 {
      // As tall as the lines it reserves, as many as its limit and the height let it keep.
      let lines = min(read.reservedLines, request.maxLines ?? .max)
      let reserved = (CGFloat(lines) * TextLayout.lineSpacing(of: request.font)).rounded(.up)
      size.height = max(size.height, reserved)
    }
    return size
  }

  /// The first and last baselines, measured from the top, for `.firstTextBaseline` and
  /// `.lastTextBaseline`.
  package func explicitAlignment(
    of guide: VerticalAlignment, size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    if guide == .firstTextBaseline {
      return layout(for: ProposedViewSize(size), in: environment).firstBaseline
    }
    if guide == .lastTextBaseline {
      return layout(for: ProposedViewSize(size), in: environment).lastBaseline
    }
    return nil
  }
}

extension Text {
  /// The font this text draws with in `environment`, with its own modifiers applied.
  package func resolvedFont(in environment: EnvironmentValues) -> FontResolution {
    resolvedFont(reading: TextEnvironment.of(environment))
  }

  /// Whether the text sets nothing of its font, and takes its environment's as it is.
  private var setsNoFont: Bool { font == nil && fontWeight == nil && !isBold && !isItalic }

  private func resolvedFont(reading environment: TextEnvironment) -> FontResolution {
    if setsNoFont { return environment.resolvedFont }
    var font = environment.fontModifiers.apply(to: self.font ?? environment.font ?? .body)
    if let fontWeight {
      font = font.weight(fontWeight)
    } else if isBold {
      font = font.bold()
    }
    if isItalic { font = font.italic() }
    return font.resolved()
  }

  /// The font alone of `resolvedFont(reading:)`: most text sets no font, and takes its
  /// environment's without copying the rest of the resolution (its error and problems).
  private func font(reading environment: TextEnvironment) -> ResolvedFont {
    setsNoFont ? environment.resolvedFont.font : resolvedFont(reading: environment).font
  }

  /// This text laid out for `proposal` in `environment`: its size, baselines and glyphs.
  ///
  /// Cached: asking again with the same inputs costs a lookup.
  package func layout(for proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> TextLayout
  {
    TextLayout.make(layoutRequest(for: proposal, in: environment))
  }

  /// What laying out this text for `proposal` in `environment` depends on.
  private func layoutRequest(for proposal: ProposedViewSize, in environment: EnvironmentValues)
    -> TextLayout.Request
  {
    layoutRequest(for: proposal, reading: TextEnvironment.of(environment))
  }

  private func layoutRequest(for proposal: ProposedViewSize, reading read: TextEnvironment)
    -> TextLayout.Request
  {
    TextLayout.Request(
      string: content, font: font(reading: read), proposal: proposal,
      lineLimit: read.lineLimit, truncation: read.truncation, alignment: read.alignment,
      layoutDirection: read.layoutDirection)
  }
}

/// The environment values text lays out with, read once for each environment.
///
/// Each value read from an environment is a look-up and a cast; the thousands of labels of a
/// grid share one environment, so the values read for the last one serve the rest. (An
/// environment's version changes with every write: the same version holds the same values.)
/// A class, so that handing the last one out retains it rather than copying its values.
private final class TextEnvironment {
  let version: UInt64
  let font: Font?
  /// The weight and slant the views around set.
  let fontModifiers: FontModifiers
  let lineLimit: Int?
  /// The lines text takes room for however few it shows (`lineLimit(_:reservesSpace:)`).
  let reservedLines: Int
  let truncation: Text.TruncationMode
  let alignment: TextAlignment
  let layoutDirection: LayoutDirection
  /// What `font` (or `.body`) resolves to, with `fontModifiers`: the font of text that sets
  /// none of its own.
  ///
  /// Resolving a font asks the registry, under its lock, and copies the answer; most text
  /// sets no font, so it is resolved once per environment.
  let resolvedFont: FontResolution
  /// The registry's change count when `resolvedFont` was resolved.
  let registryChangeCount: Int

  init(
    version: UInt64, font: Font?, fontModifiers: FontModifiers, lineLimit: Int?,
    reservedLines: Int, truncation: Text.TruncationMode, alignment: TextAlignment,
    layoutDirection: LayoutDirection, resolvedFont: FontResolution, registryChangeCount: Int
  ) {
    self.reservedLines = reservedLines
    self.truncation = truncation
    self.version = version
    self.font = font
    self.fontModifiers = fontModifiers
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.layoutDirection = layoutDirection
    self.resolvedFont = resolvedFont
    self.registryChangeCount = registryChangeCount
  }

  @MainActor private static var last: TextEnvironment?

  @MainActor static func of(_ environment: EnvironmentValues) -> TextEnvironment {
    // Read before resolving: a registration made meanwhile then counts as after it.
    let changeCount = FontRegistry.changeCount
    if let last, last.version == environment.version,
      last.registryChangeCount == changeCount
    {
      return last
    }
    let font = environment.font
    let settings = environment.textSettings
    let fontModifiers = settings.fontModifiers
    let read = TextEnvironment(
      version: environment.version, font: font, fontModifiers: fontModifiers,
      lineLimit: environment.lineLimit, reservedLines: settings.reservedLines,
      truncation: settings.truncationMode, alignment: environment.multilineTextAlignment,
      layoutDirection: environment.layoutDirection,
      resolvedFont: fontModifiers.apply(to: font ?? .body).resolved(),
      registryChangeCount: changeCount)
    last = read
    return read
  }
}
