import Synchronization

/// The font files `Font.custom(_:size:)` can name, and the directories system fonts come from.
///
/// Register a file under the name your views use, once, before the views are shown (on any
/// thread):
///
/// ```swift
/// try FontRegistry.register("Brand", path: "/opt/app/Fonts/Brand-Regular.ttf")
/// Text("Hello").font(.custom("Brand", size: 20))
/// ```
///
/// A name that is not registered is looked for as `<name>.ttf` or `<name>.otf` in
/// `systemFontDirectories`, so installed fonts work by file name
/// (`.custom("DejaVuSerif-Bold", size: 14)`). Weight, italic and design modifiers do not change
/// a custom font; register each variant's file under its own name.
public enum FontRegistry {
  /// Makes the font file at `path` available as `Font.custom(name, size:)`.
  ///
  /// Registering a name again replaces its file, and registering a file again reads it again
  /// (a font rewritten in place takes effect). Text already laid out keeps its measurements
  /// until its view updates.
  ///
  /// - Throws: `FontError.fileNotFound` if there is no file at `path`, `FontError.unreadable`
  ///   if FreeType cannot read it. The name is not registered then.
  public static func register(_ name: String, path: String) throws(FontError) {
    // Layouts and outlines read from the file as it was are stale from now on, even if it no
    // longer opens: caches of them follow `FontCache.generation`.
    _ = try FontCache.shared.reopen(path)
    state.withLock { state in
      state.customFonts[name] = path
      state.forgetLookups()
    }
  }

  /// Forgets the file registered as `name`, if any.
  public static func unregister(_ name: String) {
    state.withLock { state in
      state.customFonts[name] = nil
      state.forgetLookups()
    }
  }

  /// The path registered as `name`, or `nil`.
  public static func path(forName name: String) -> String? {
    state.withLock { $0.customFonts[name] }
  }

  /// The directories searched, in order, for the DejaVu files of system fonts and for
  /// unregistered custom names.
  ///
  /// Defaults to where Debian and Ubuntu, Fedora, Arch and Homebrew install DejaVu.
  public static var systemFontDirectories: [String] {
    get { state.withLock { $0.directories } }
    set {
      state.withLock { state in
        state.directories = newValue
        state.forgetLookups()
      }
    }
  }

  // MARK: - Lookup

  /// `font`'s resolution, remembered until the registry changes; `resolve` makes it on a miss.
  package static func resolution(
    of font: Font, resolve: (Font) -> FontResolution
  ) -> FontResolution {
    let (known, changeCount) = state.withLock { state in
      // Text in one font is measured over and over (every cell of a list): the last font
      // asked for answers without hashing it.
      if let last = state.lastResolution, last.font == font {
        return (Optional(last.resolution), changes.load(ordering: .relaxed))
      }
      let known = state.resolutions[font]
      if let known { state.lastResolution = (font, known) }
      return (known, changes.load(ordering: .relaxed))
    }
    if let known { return known }
    let made = resolve(font)
    state.withLock { state in
      guard changes.load(ordering: .relaxed) == changeCount else { return }
      // Fonts are few in practice; a program making endless sizes only loses the cache.
      if state.resolutions.count >= 512 { state.resolutions = [:] }
      state.resolutions[font] = made
      state.lastResolution = (font, made)
    }
    return made
  }

  /// The readable file for a font `name` (a registered name, or a file name without extension
  /// in the font directories), remembered until the registry changes.
  package static func file(named name: String, isRegistrable: Bool) -> Result<String, FontError> {
    let key = LookupKey(name: name, isRegistrable: isRegistrable)
    let (known, registered, directories, changeCount) = state.withLock { state in
      (
        state.lookups[key], isRegistrable ? state.customFonts[name] : nil, state.directories,
        changes.load(ordering: .relaxed)
      )
    }
    if let known { return known }
    let result = lookUp(name, registeredPath: registered, directories: directories)
    state.withLock { state in
      if changes.load(ordering: .relaxed) == changeCount { state.lookups[key] = result }
    }
    return result
  }

  private static func lookUp(
    _ name: String, registeredPath: String?, directories: [String]
  ) -> Result<String, FontError> {
    if let registeredPath {
      do throws(FontError) {
        _ = try FontCache.shared.metrics(of: registeredPath)
        return .success(registeredPath)
      } catch {
        return .failure(error)
      }
    }
    let hasExtension = name.hasSuffix(".ttf") || name.hasSuffix(".otf")
    let fileNames = hasExtension ? [name] : [name + ".ttf", name + ".otf"]
    var searched: [String] = []
    for directory in directories {
      for fileName in fileNames {
        let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        searched.append(path)
        guard FileManager.default.fileExists(atPath: path) else { continue }
        do throws(FontError) {
          _ = try FontCache.shared.metrics(of: path)
          return .success(path)
        } catch {
          return .failure(error)
        }
      }
    }
    return .failure(.notFound(name: name, searchedPaths: searched))
  }

  private struct LookupKey: Hashable {
    var name: String
    var isRegistrable: Bool
  }

  private struct State {
    var customFonts: [String: String] = [:]
    var directories = [
      "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
      "/opt/homebrew/share/fonts",
    ]
    var lookups: [LookupKey: Result<String, FontError>] = [:]
    var resolutions: [Font: FontResolution] = [:]
    /// The last font resolved or found in `resolutions`, with its resolution.
    var lastResolution: (font: Font, resolution: FontResolution)?
    mutating func forgetLookups() {
      lookups = [:]
      resolutions = [:]
      lastResolution = nil
      FontRegistry.changes.add(1, ordering: .releasing)
    }
  }

  private static let state = Mutex(State())

  /// Counts the registry's changes.
  ///
  /// A lookup made before a change is not remembered after it. Changed only under the lock,
  /// and readable without it.
  private static let changes = Atomic<Int>(0)

  /// How many times the registry has changed: a resolution made when it had one count stays
  /// right until it has another.
  package static var changeCount: Int { changes.load(ordering: .acquiring) }
}
