import Choreo
import ChoreoRender
import Foundation

/// Display lists for rendering tests, made the way an app makes them: views in a host.
@MainActor
enum Scenes {
  /// The display list of `content` in a `width` × `height` host, pinned to its top-leading
  /// corner, so offsets in the content are offsets from the canvas's corner.
  static func list<Content: View>(
    width: CGFloat, height: CGFloat, @ViewBuilder _ content: () -> Content
  ) -> DisplayList {
    let view = ZStack(alignment: .topLeading) { content() }
      .frame(width: width, height: height, alignment: .topLeading)
    return ViewHost(view, size: CGSize(width: width, height: height)).displayList
  }

  static let white = Color.Resolved(red: 1, green: 1, blue: 1)

  /// Pure sRGB red, green and blue, unlike SwiftUI's system `.red`, `.green` and `.blue`.
  static let red = Color(.sRGB, red: 1, green: 0, blue: 0)
  static let green = Color(.sRGB, red: 0, green: 1, blue: 0)
  static let blue = Color(.sRGB, red: 0, green: 0, blue: 1)
  static let black = Color(.sRGB, red: 0, green: 0, blue: 0)

  /// Runs `body` with `bitmap` written to a PNG file and registered as the image `name`;
  /// both are removed afterwards.
  static func withImage(_ bitmap: Bitmap, named name: String, _ body: () throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "choreo-\(name)-\(UUID()).png")
    try bitmap.pngData().write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try ImageRegistry.shared.register(name, pngFile: url)
    defer { ImageRegistry.shared.unregister(name) }
    try body()
  }
}

extension Bitmap {
  /// The premultiplied channels of pixel (`x`, `y`): red, green, blue, alpha.
  func rgba(_ x: Int, _ y: Int) -> [UInt8] {
    let pixel = self[x, y]
    return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
  }
}
