/// Why a font could not be used: each case names the file or files Choreo looked for.
///
/// `FontRegistry.register(_:path:)` throws it; views whose font cannot be used report its
/// description once as a diagnostic and show DejaVu Sans instead.
///
/// ```swift
/// do {
///   try FontRegistry.register("Brand", path: "Fonts/Brand.ttf")
/// } catch {
///   print(error)  // No font file at Fonts/Brand.ttf: check the path, …
/// }
/// ```
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file exists at `path`.
  case fileNotFound(path: String)
  /// The file at `path` exists but FreeType cannot read it as a scalable font; `code` is
  /// FreeType's error code.
  case unreadable(path: String, code: Int32)
  /// No font is registered as `name`, and no file of that name is in the font directories;
  /// `searchedPaths` lists the files looked for, in order.
  case notFound(name: String, searchedPaths: [String])

  /// What went wrong, with the path or paths concerned and what to do about it.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "No font file at \(path): check the path, or install the font there"
    case .unreadable(let path, let code):
      return
        "FreeType cannot read \(path) as a scalable font (FreeType error \(code)): use a TrueType "
        + "or OpenType file"
    case .notFound(let name, let searchedPaths):
      let looked =
        searchedPaths.isEmpty ? "" : "; looked for " + searchedPaths.joined(separator: ", ")
      return
        "No font named \"\(name)\": register its file with FontRegistry.register(\"\(name)\", "
        + "path:)\(looked)"
    }
  }
}
