import Choreo
import Foundation
import Testing

@Suite("Fonts resolve to DejaVu files, registered files, or a reported fallback")
struct FontResolutionTests {
  let directory = FreeTypeReference.dejaVuDirectory

  func file(_ font: Font) -> String { font.resolved().font.file }

  @Test func weightAndSlantPickTheDejaVuSansFiles() {
    #expect(file(.body) == directory + "/DejaVuSans.ttf")
    #expect(file(.body.bold()) == directory + "/DejaVuSans-Bold.ttf")
    #expect(file(.body.italic()) == directory + "/DejaVuSans-Oblique.ttf")
    #expect(file(.body.bold().italic()) == directory + "/DejaVuSans-BoldOblique.ttf")
    #expect(file(.headline) == directory + "/DejaVuSans-Bold.ttf")
    #expect(file(.headline.weight(.regular)) == directory + "/DejaVuSans.ttf")
    #expect(file(.system(size: 12, weight: .medium)) == directory + "/DejaVuSans.ttf")
    #expect(file(.system(size: 12, weight: .semibold)) == directory + "/DejaVuSans-Bold.ttf")
    #expect(file(.system(size: 12, weight: .black)) == directory + "/DejaVuSans-Bold.ttf")
    #expect(file(.system(size: 12, weight: .thin)) == directory + "/DejaVuSans-ExtraLight.ttf")
  }

  @Test func designsPickTheirFamilies() {
    #expect(file(.system(size: 12, design: .monospaced)) == directory + "/DejaVuSansMono.ttf")
    #expect(file(.body.monospaced().bold()) == directory + "/DejaVuSansMono-Bold.ttf")
    #expect(file(.system(.body, design: .serif)) == directory + "/DejaVuSerif.ttf")
    #expect(
      file(.system(.title, design: .serif, weight: .bold).italic())
        == directory + "/DejaVuSerif-BoldItalic.ttf")
    #expect(file(.system(size: 12, design: .rounded)) == directory + "/DejaVuSans.ttf")
  }

  @Test func textStylesHaveIOSSizes() {
    let sizes: [(Font, CGFloat)] = [
      (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12),
      (.caption2, 11), (.system(size: 9.5), 9.5), (.custom("DejaVuSerif", size: 30), 30),
    ]
    for (font, size) in sizes {
      #expect(font.resolved().font.size == size)
    }
  }

  @MainActor
  @Test func textModifiersApplyToWhicheverFontIsInEffect() {
    var environment = EnvironmentValues()
    environment.font = .system(.body, design: .serif)
    func file(_ text: Text) -> String { text.resolvedFont(in: environment).font.file }
    #expect(file(Text("a")) == directory + "/DejaVuSerif.ttf")
    #expect(file(Text("a").bold()) == directory + "/DejaVuSerif-Bold.ttf")
    #expect(file(Text("a").italic().bold()) == directory + "/DejaVuSerif-BoldItalic.ttf")
    #expect(file(Text("a").bold().bold(false)) == directory + "/DejaVuSerif.ttf")
    #expect(file(Text("a").fontWeight(.heavy)) == directory + "/DejaVuSerif-Bold.ttf")
    #expect(file(Text("a").font(.caption).bold()) == directory + "/DejaVuSans-Bold.ttf")
    #expect(Text("a").font(.caption).resolvedFont(in: environment).font.size == 12)
    #expect(Text("a").resolvedFont(in: EnvironmentValues()).font.size == 17)
  }

  @Test func registeredFontsResolveToTheirFile() throws {
    let serif = directory + "/DejaVuSerif.ttf"
    try FontRegistry.register("ChoreoTestSerif", path: serif)
    defer { FontRegistry.unregister("ChoreoTestSerif") }
    #expect(FontRegistry.path(forName: "ChoreoTestSerif") == serif)
    let resolution = Font.custom("ChoreoTestSerif", size: 20).resolved()
    #expect(resolution.font == ResolvedFont(file: serif, size: 20))
    #expect(resolution.error == nil)
    let reference = FreeTypeReference(file: serif)
    let measured = TextLayout.make(
      "Serif text", font: resolution.font, proposal: .unspecified, lineLimit: nil,
      alignment: .leading, cache: TextLayoutCache(capacity: 1))
    let expected = reference.points(reference.width(of: "Serif text"), size: 20)
    #expect(measured.lines[0].width == expected)
  }

  /// Text in one environment resolves its font once; a registration made after that must
  /// still reach it, in size as well as in file.
  @MainActor
  @Test func textInOneEnvironmentFollowsARegistrationMadeBetweenMeasurements() throws {
    let name = "ChoreoLateRegisteredMono"
    var environment = EnvironmentValues()
    environment.font = .custom(name, size: 20)
    let text = Text("Wide words")
    #expect(text.resolvedFont(in: environment).font.file == directory + "/DejaVuSans.ttf")
    let mono = directory + "/DejaVuSansMono.ttf"
    try FontRegistry.register(name, path: mono)
    defer { FontRegistry.unregister(name) }
    let resolution = text.resolvedFont(in: environment)
    #expect(resolution.font == ResolvedFont(file: mono, size: 20))
    #expect(resolution.error == nil)
    let reference = FreeTypeReference(file: mono)
    let size = text.sizeThatFits(.unspecified, environment: environment)
    let expected = reference.points(reference.width(of: "Wide words"), size: 20)
    #expect(size.width == expected.rounded(.up))
  }

  /// A registered file rewritten in place: text keeps measuring in the font as it was read
  /// (the file is not mapped, so a truncated one cannot crash it), and registering the file
  /// again reads it as it is now.
  @MainActor
  @Test func aFontFileRewrittenInPlaceIsReadAgainWhenRegisteredAgain() throws {
    let name = "ChoreoRewrittenFont"
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-rewritten-\(UUID().uuidString).ttf").path
    try FileManager.default.copyItem(atPath: directory + "/DejaVuSans.ttf", toPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FontRegistry.register(name, path: path)
    defer { FontRegistry.unregister(name) }
    var environment = EnvironmentValues()
    environment.font = .custom(name, size: 20)
    func width(_ string: String) -> CGFloat {
      Text(string).sizeThatFits(.unspecified, environment: environment).width
    }
    let sans = width("iiii")
    // Emptied in place, as copying another file over it does first.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 0)
    try handle.close()
    #expect(width("iiiii") > sans)
    #expect(width("Привет") > 0)
    // Now another font: registered again, it is read again.
    try Data(contentsOf: URL(fileURLWithPath: directory + "/DejaVuSansMono.ttf"))
      .write(to: URL(fileURLWithPath: path))
    try FontRegistry.register(name, path: path)
    let mono = FreeTypeReference(file: directory + "/DejaVuSansMono.ttf")
    #expect(width("iiii") == mono.points(mono.width(of: "iiii"), size: 20).rounded(.up))
    #expect(width("iiii") > sans)
  }

  @Test func devicesAndFoldersAreNotReadAsFonts() {
    for path in ["/dev/null", "/dev/zero", directory] {
      #expect(throws: FontError.self) { try FontRegistry.register("ChoreoDevice", path: path) }
    }
    #expect(FontRegistry.path(forName: "ChoreoDevice") == nil)
  }

  @Test func installedFontsResolveByFileName() {
    let resolution = Font.custom("DejaVuSansMono-Oblique", size: 10).resolved()
    #expect(resolution.font.file == directory + "/DejaVuSansMono-Oblique.ttf")
    #expect(resolution.error == nil)
  }

  @Test func registeringAMissingFileThrowsAnErrorNamingItsPath() {
    let path = "/nonexistent/choreo/Ghost.ttf"
    #expect(throws: FontError.fileNotFound(path: path)) {
      try FontRegistry.register("ChoreoGhost", path: path)
    }
    #expect(FontRegistry.path(forName: "ChoreoGhost") == nil)
    #expect(FontError.fileNotFound(path: path).description.contains(path))
  }

  @Test func registeringAFileThatIsNotAFontThrows() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-not-a-font-\(UUID().uuidString).ttf").path
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      try FontRegistry.register("ChoreoNotAFont", path: path)
      Issue.record("registering a text file as a font succeeded")
    } catch {
      guard case .unreadable(let reported, _) = error else {
        Issue.record("expected .unreadable, got \(error)")
        return
      }
      #expect(reported == path)
      #expect(error.description.contains(path))
    }
  }

  @Test func anUnknownCustomFontFallsBackToDejaVuSansAndNamesThePathsLookedAt() {
    let resolution = Font.custom("ChoreoNoSuchFont", size: 14).resolved()
    #expect(resolution.font == Font.system(size: 14).resolved().font)
    #expect(resolution.font.file == directory + "/DejaVuSans.ttf")
    guard case .notFound(let name, let searched) = resolution.error else {
      Issue.record("expected .notFound, got \(String(describing: resolution.error))")
      return
    }
    #expect(name == "ChoreoNoSuchFont")
    #expect(searched.contains(directory + "/ChoreoNoSuchFont.ttf"))
    #expect(resolution.problems.count == 1)
    #expect(resolution.problems[0].contains(directory + "/ChoreoNoSuchFont.ttf"))
    #expect(resolution.problems[0].contains("DejaVu Sans"))
  }
}
