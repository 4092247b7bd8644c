import Choreo
import Testing

@MainActor
@Suite("Text's own foreground style")
struct TextForegroundStyleTests {
  private func environment(foreground style: (some ShapeStyle)?) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.foregroundStyle = style.map(AnyShapeStyle.init)
    return environment
  }

  private func paint(_ color: Color) -> ResolvedPaint {
    .color(color.resolve(in: EnvironmentValues()))
  }

  @Test func textModifiersReturnTextAndChain() {
    // Each step is a `Text`, so the chain type-checks only if every modifier returns one.
    let text: Text = Text("a").foregroundColor(.red).bold().foregroundStyle(.blue)
      .font(.title).italic().fontWeight(.light)
    #expect(text.content == "a")
    #expect(text.foregroundPaint(in: EnvironmentValues()) == paint(.blue))
    #expect(Text("a").foregroundColor(.red) != Text("a"))
    #expect(Text("a").foregroundColor(.red) == Text("a").foregroundStyle(Color.red))
  }

  @Test func theTextsOwnStyleWinsOverTheEnvironments() {
    let green = environment(foreground: Color.green)
    #expect(Text("a").foregroundColor(.red).foregroundPaint(in: green) == paint(.red))
    #expect(Text("a").foregroundStyle(.red).foregroundPaint(in: green) == paint(.red))
    #expect(Text("a").foregroundPaint(in: green) == paint(.green))
    #expect(Text("a").foregroundPaint(in: EnvironmentValues()) == paint(.primary))
  }

  @Test func aNilColorGivesTheEnvironmentBack() {
    let green = environment(foreground: Color.green)
    #expect(
      Text("a").foregroundColor(.red).foregroundColor(nil).foregroundPaint(in: green)
        == paint(.green))
    #expect(Text("a").foregroundColor(.red).foregroundColor(nil) == Text("a"))
  }

  @Test func theLastTextModifierWins() {
    #expect(
      Text("a").foregroundColor(.red).foregroundStyle(.green).foregroundPaint(
        in: EnvironmentValues()) == paint(.green))
  }

  @Test func semanticStylesOnTextResolveAgainstTheEnvironment() {
    let blue = environment(foreground: Color.blue)
    guard case .color(let faded) = Text("a").foregroundStyle(.secondary).foregroundPaint(in: blue)
    else {
      Issue.record("expected a colour")
      return
    }
    let expected = Color.blue.resolve(in: blue)
    #expect(faded.red == expected.red && faded.blue == expected.blue)
    #expect(abs(faded.opacity - 0.6) < 1e-6)
    #expect(Text("a").foregroundStyle(.foreground).foregroundPaint(in: blue) == paint(.blue))
  }

  @Test func inAViewTreeTheTextsStyleBeatsAnOuterForegroundStyle() {
    let host = ViewHost(
      VStack {
        Text("own").foregroundColor(.red)
        Text("inherited")
      }
      .padding()
      .foregroundStyle(.green))
    var paints: [String: ResolvedPaint] = [:]
    host.forEachNode { node in
      if let text = node.view as? Text {
        paints[text.content] = text.foregroundPaint(in: node.inputs.environment)
      }
    }
    #expect(paints == ["own": paint(.red), "inherited": paint(.green)])
  }

  @Test func aMissingNamedColourOnTextIsReported() {
    let host = ViewHost(Text("a").foregroundColor(Color("TextForegroundStyleTests.missing")))
    #expect(
      host.diagnostics.filter { $0.text.contains("TextForegroundStyleTests.missing") }.count == 1)
  }
}
