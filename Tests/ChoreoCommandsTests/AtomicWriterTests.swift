import Foundation
import Testing

@testable import ChoreoRender

@Suite("Atomic output")
struct AtomicWriterTests {
  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aFileReplacesTheOldOneWhole() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.svg")
    try AtomicWriter().write("old", to: url)
    try AtomicWriter().write("new", to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "new")
    #expect(try contents(of: folder) == ["out.svg"])
  }

  @Test func namesUpToTheLongestAreWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 255 bytes in all: ASCII, then two-byte letters, whose temporary names are cut between
    // characters, never inside one.
    let ascii = String(repeating: "a", count: 251) + ".svg"
    let accented = String(repeating: "é", count: 125) + ".svgz"
    for name in [ascii, accented] {
      #expect(name.utf8.count == AtomicWriter.longestName)
      try AtomicWriter().write("x", to: folder.appendingPathComponent(name))
      try AtomicWriter().writeFolder(
        [(name: "frame-1.png", data: Data([1]))],
        to: folder.appendingPathComponent("d" + name.dropFirst()))
    }
    #expect(try contents(of: folder).count == 4)
    let sibling = AtomicWriter.sibling(
      of: folder.appendingPathComponent(accented), marked: "partial")
    #expect(sibling.lastPathComponent.utf8.count <= AtomicWriter.longestName)
    #expect(sibling.lastPathComponent.hasPrefix(".éé"))
  }

  @Test func aFullDiskLeavesTheOldFileAndNoTemporaryOne() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("out.gif")
    try AtomicWriter().write("old", to: url)
    // Writes half the bytes, then fails as a full disk does.
    let full = AtomicWriter { data, temporary in
      try data.prefix(data.count / 2).write(to: temporary)
      throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
    }
    #expect {
      try full.write(Data(repeating: 7, count: 1000), to: url)
    } throws: { error in
      "\(error)" == "cannot write \(url.path): No space left on device; nothing was written"
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "old")
    #expect(try contents(of: folder) == ["out.gif"])
  }

  @Test func aMissingOrFileParentIsAClearError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("plain")
    try AtomicWriter().write("x", to: file)
    let inside = file.appendingPathComponent("out.png")
    #expect(
      throws: OutputError.cannotWrite(
        path: inside.path, reason: "the folder \(file.path) does not exist")
    ) { try AtomicWriter().write("x", to: inside) }
    #expect(try contents(of: folder) == ["plain"])
  }

  @Test func aFolderOfFramesAppearsWholeOrNotAtAll() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let files = (0..<3).map { (name: "frame-\($0).svg", data: Data("\($0)".utf8)) }
    try AtomicWriter().writeFolder(files, to: frames)
    #expect(try contents(of: frames) == ["frame-0.svg", "frame-1.svg", "frame-2.svg"])
    // The second frame fails as a full disk does.
    let failing = AtomicWriter { data, url in
      guard url.lastPathComponent != "frame-1.svg" else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
      }
      try data.write(to: url)
    }
    #expect(throws: OutputError.self) { try failing.writeFolder(files, to: frames) }
    // The earlier export is untouched and nothing partial is left beside it.
    #expect(try contents(of: frames) == ["frame-0.svg", "frame-1.svg", "frame-2.svg"])
    #expect(try contents(of: folder) == ["frames"])
  }

  @Test func aFolderThatIsNotAnEarlierExportIsNeverReplaced() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = (0..<2).map { (name: "frame-\($0).png", data: Data("\($0)".utf8)) }
    // A folder with a file of the user's in it.
    let mixed = folder.appendingPathComponent("mixed")
    try FileManager.default.createDirectory(at: mixed, withIntermediateDirectories: false)
    try Data("mine".utf8).write(to: mixed.appendingPathComponent("keep.txt"))
    try Data("old".utf8).write(to: mixed.appendingPathComponent("frame-7.png"))
    #expect(throws: OutputError.self) { try AtomicWriter().writeFolder(files, to: mixed) }
    #expect(try contents(of: mixed) == ["frame-7.png", "keep.txt"])
    // The folder above it, named through `..`, holds a folder: refused too.
    let above = mixed.appendingPathComponent("..")
    #expect(throws: OutputError.self) { try AtomicWriter().writeFolder(files, to: above) }
    // A plain file where the folder would go.
    let plain = folder.appendingPathComponent("plain")
    try Data("file".utf8).write(to: plain)
    #expect(throws: OutputError.self) { try AtomicWriter().writeFolder(files, to: plain) }
    #expect(try contents(of: folder) == ["mixed", "plain"])
    #expect(try String(contentsOf: plain, encoding: .utf8) == "file")
    // A folder named like a frame inside an export is not a frame.
    let nested = folder.appendingPathComponent("nested")
    try FileManager.default.createDirectory(
      at: nested.appendingPathComponent("frame-3.png"), withIntermediateDirectories: true)
    #expect(throws: OutputError.self) { try AtomicWriter().writeFolder(files, to: nested) }
    #expect(try contents(of: nested) == ["frame-3.png"])
  }

  @Test func anEarlierExportInAnotherFormatOrAnEmptyFolderIsReplaced() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let pngs = (0..<12).map { (name: "frame-\(String(format: "%02d", $0)).png", data: Data()) }
    try AtomicWriter().writeFolder(pngs, to: frames)
    let svgs = (0..<3).map { (name: "frame-\($0).svg", data: Data("\($0)".utf8)) }
    try AtomicWriter().writeFolder(svgs, to: frames)
    #expect(try contents(of: frames) == ["frame-0.svg", "frame-1.svg", "frame-2.svg"])
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    try AtomicWriter().writeFolder(svgs, to: empty)
    #expect(try contents(of: empty) == ["frame-0.svg", "frame-1.svg", "frame-2.svg"])
    // Nothing is left beside them.
    #expect(try contents(of: folder) == ["empty", "frames"])
  }
}
