/// Named images for `Image(_:)`: PNG files or shapes you register, standing in for an app's
/// asset catalog.
///
/// ```swift
/// ImageRegistry.shared.register("logo", pngFile: URL(fileURLWithPath: "logo.png"))
/// ```
@MainActor
public final class ImageRegistry {
  /// The registry `Image(_:)` reads.
  public static let shared = ImageRegistry()

  /// A registered image.
  enum Entry {
    case png(url: URL, size: CGSize)
    case shape(size: CGSize, path: @Sendable (CGRect) -> Path)
  }

  private var entries: [String: Entry] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers the PNG file at `url` as `name`; its size is read from the file's header.
  ///
  /// - Throws: `ImageError` if the file cannot be read or is not a PNG.
  public func register(_ name: String, pngFile url: URL) throws {
    entries[name] = .png(url: url, size: try PNGHeader.size(of: url))
  }

  /// Registers a vector image of natural size `size`, drawn by filling `path`.
  public func register(
    _ name: String, size: CGSize, path: @escaping @Sendable (CGRect) -> Path
  ) {
    entries[name] = .shape(size: size, path: path)
  }

  /// Removes `name`.
  public func unregister(_ name: String) {
    entries[name] = nil
  }

  func entry(named name: String) -> Entry? {
    entries[name]
  }
}

/// Why an image could not be registered.
public struct ImageError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, and with which file.
  public let description: String
}

/// Reads a PNG's dimensions from its IHDR chunk, without decoding it.
enum PNGHeader {
  /// The size in the header of the PNG file at `url`, reading its first 24 bytes only.
  static func size(of url: URL) throws -> CGSize {
    switch FileKind(atPath: url.path) {
    case .regular: break
    case .other:
      throw ImageError(description: "The image at \(url.path) is not a regular file")
    case .unreachable(let reason):
      throw ImageError(description: "Cannot read the image file at \(url.path): \(reason)")
    }
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      data = try handle.read(upToCount: 24) ?? Data()
    } catch {
      throw ImageError(description: "Cannot read the image file at \(url.path): \(error)")
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let bytes = [UInt8](data)
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      bytes[12...15].elementsEqual("IHDR".utf8)
    else {
      throw ImageError(description: "The file at \(url.path) is not a PNG image")
    }
    func word(_ offset: Int) -> CGFloat {
      CGFloat(bytes[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }
    return CGSize(width: word(16), height: word(20))
  }
}
