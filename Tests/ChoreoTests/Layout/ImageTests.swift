import Choreo
import Foundation
import Testing

@MainActor
@Suite("Images, symbols and labels")
struct ImageTests {
  @Test func symbolsAreSizedByTheFontAndUnknownOnesReportOnce() {
    let host = ViewHost(
      VStack {
        Image(systemName: "heart.fill").accessibilityIdentifier("heart")
        Image(systemName: "no.such.symbol").accessibilityIdentifier("missing")
        Image(systemName: "no.such.symbol")
      })
    #expect(host.rect("heart").width == CGFloat(17 * 1.2))
    #expect(host.rect("missing").size == CGSize(width: 24, height: 24))
    #expect(host.diagnostics.filter { $0.text.contains("no.such.symbol") }.count == 1)
  }

  // Small is 20% smaller than medium and large 30% larger (Apple's symbol scales); set on a
  // container, the scale reaches the symbols inside it, and text is not scaled.
  @Test func imageScaleResizesSymbolsNotText() {
    let host = ViewHost(
      VStack {
        Image(systemName: "heart").imageScale(.small).accessibilityIdentifier("small")
        Image(systemName: "heart").accessibilityIdentifier("medium")
        HStack {
          Image(systemName: "heart").accessibilityIdentifier("large")
          Text("Hi").accessibilityIdentifier("text")
        }
        .imageScale(.large)
        Text("Hi").accessibilityIdentifier("plain")
      }
      .font(.system(size: 20)))
    #expect(abs(host.rect("small").width - 19.2) < 1e-9)
    #expect(abs(host.rect("medium").width - 24) < 1e-9)
    let large = host.rect("large").size
    #expect(abs(large.width - 31.2) < 1e-9 && abs(large.height - 31.2) < 1e-9)
    #expect(host.rect("text").size == host.rect("plain").size)
  }

  /// A symbol takes the font size text is drawn at: invalid sizes clamped as for text.
  @Test func symbolsInBadFontSizesTakeTheClampedSize() {
    for (size, side) in [(-10, 0), (.nan, 0), (.infinity, 0), (1e308, 1.2e6)]
      as [(CGFloat, CGFloat)]
    {
      let host = ViewHost(
        Image(systemName: "heart").font(.system(size: size)).accessibilityIdentifier("heart"))
      #expect(host.rect("heart").size == CGSize(width: side, height: side), "size \(size)")
    }
  }

  @Test func registeredPNGsTakeTheirSizeFromTheHeader() throws {
    let url = try writeHeaderOnlyPNG(width: 40, height: 30)
    defer { try? FileManager.default.removeItem(at: url) }
    let registry = ImageRegistry.shared
    try registry.register("test-photo", pngFile: url)
    defer { registry.unregister("test-photo") }
    let host = ViewHost(
      VStack {
        Image("test-photo").accessibilityIdentifier("natural")
        Image("test-photo").resizable().scaledToFit().frame(width: 80, height: 80)
          .accessibilityIdentifier("fit")
      })
    #expect(host.rect("natural").size == CGSize(width: 40, height: 30))
    #expect(host.rect("fit").size == CGSize(width: 80, height: 80))
  }

  @Test func registeringANonPNGThrowsNamingTheFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-not-png.txt")
    try Data("hello".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: ImageError.self) { try ImageRegistry.shared.register("bad", pngFile: url) }
  }

  /// Only a regular file's header is read: a pipe or a device is refused, not read (a pipe
  /// with no writer would wait for ever, a device without end).
  @Test(.timeLimit(.minutes(1)))
  func registeringAPipeOrADeviceThrows() throws {
    let pipe = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-pipe-\(UUID().uuidString).png")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: pipe) }
    for url in [pipe, URL(fileURLWithPath: "/dev/zero")] {
      #expect(throws: ImageError.self) { try ImageRegistry.shared.register("odd", pngFile: url) }
    }
  }

  @Test func labelsPutTheIconBeforeTheTitle() throws {
    let host = ViewHost(Label("Menu", systemImage: "line.3.horizontal"))
    _ = host.frame(of: "none")
    var icon: CGRect?
    var title: CGRect?
    host.forEachNode { node in
      if node.view is Image { icon = node.frame }
      if node.view is Text { title = node.frame }
    }
    let iconFrame = try #require(icon)
    let titleFrame = try #require(title)
    #expect(iconFrame.width == CGFloat(17 * 1.2))
    #expect(titleFrame.minX == iconFrame.maxX + 8)
  }

}
