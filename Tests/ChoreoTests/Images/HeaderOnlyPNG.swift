import Foundation

/// Writes the start of a PNG of `width` × `height` pixels to a new temporary file.
///
/// Only the signature and the header, all that the image registry reads. Returns the file's
/// URL; the caller removes the file.
func writeHeaderOnlyPNG(width: UInt8, height: UInt8) throws -> URL {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
  bytes += Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0]
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "choreo-test-\(UUID()).png")
  try Data(bytes).write(to: url)
  return url
}
