import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// Places `content` with its top-leading corner at (`x`, `y`) in a top-leading ZStack.
private struct At<Content: View>: View {
  let x: CGFloat
  let y: CGFloat
  let width: CGFloat
  let height: CGFloat
  let content: Content

  init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ content: Content) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.content = content
  }

  var body: some View {
    content.frame(width: width, height: height).position(x: x + width / 2, y: y + height / 2)
  }
}

private struct Shapes: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(10, 10, 60, 40, Rectangle().fill(Color.red))
      At(80, 10, 40, 40, Circle().fill(Color.blue))
      At(130, 10, 80, 30, Capsule().fill(Color.green))
      At(10, 60, 60, 40, Ellipse().fill(Color.orange))
      At(80, 60, 60, 50, RoundedRectangle(cornerRadius: 12).fill(Color.purple))
      // A five-pointed star, filled even-odd: its centre is a hole.
      At(
        150, 55, 60, 60,
        Path { path in
          for index in 0..<5 {
            let angle = Double(index * 144 - 90) * Double.pi / 180
            let point = CGPoint(x: 30 + 28 * cos(angle), y: 30 + 28 * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
          }
          path.closeSubpath()
        }.fill(Color.black, style: FillStyle(eoFill: true)))
    }
  }
}

private struct Strokes: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(10, 10, 50, 50, Circle().stroke(Color.blue, lineWidth: 4))
      At(
        70, 10, 70, 50,
        RoundedRectangle(cornerRadius: 10).stroke(
          Color.red,
          style: StrokeStyle(
            lineWidth: 6, lineCap: .round, lineJoin: .round, dash: [10, 5], dashPhase: 3)))
      At(150, 10, 80, 50, Zigzag().stroke(Color.black, style: StrokeStyle(lineWidth: 8)))
      At(
        10, 70, 100, 40,
        Zigzag().stroke(
          Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .bevel)))
      At(
        120, 70, 110, 40,
        Zigzag().stroke(
          Color.orange, style: StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 1.5)))
    }
  }
}

private struct Zigzag: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX + 5, y: rect.maxY - 5))
      path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 5))
      path.addLine(to: CGPoint(x: rect.maxX - 5, y: rect.maxY - 5))
    }
  }
}

private struct Gradients: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(
        10, 10, 100, 60,
        Rectangle().fill(
          LinearGradient(
            colors: [.red, .yellow, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)))
      At(
        120, 10, 60, 60,
        Circle().fill(
          RadialGradient(
            colors: [.white, .blue], center: .center, startRadius: 10, endRadius: 30)))
      At(
        190, 10, 60, 60,
        Circle().stroke(
          LinearGradient(colors: [.green, .purple], startPoint: .top, endPoint: .bottom),
          lineWidth: 6))
    }
  }
}

private struct Angular: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(
        10, 10, 80, 80,
        Circle().fill(
          AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
        ))
      // A quarter-turn span: the gap shows the end colour, then the start colour.
      At(
        100, 10, 80, 80,
        Rectangle().fill(
          AngularGradient(
            colors: [.black, .white], center: .center, startAngle: .degrees(0),
            endAngle: .degrees(90))))
      At(
        190, 10, 80, 80,
        Circle().stroke(
          AngularGradient(colors: [.blue, .orange, .blue], center: .center), lineWidth: 10))
    }
  }
}

private struct OpacityAndTransforms: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(10, 10, 60, 60, Rectangle().fill(Color.blue))
      At(40, 40, 60, 60, Rectangle().fill(Color.red).opacity(0.5))
      At(120, 20, 60, 40, Rectangle().fill(Color.green).rotationEffect(.degrees(30)))
      At(200, 20, 40, 40, Circle().fill(Color.orange).scaleEffect(x: 1.5, y: 0.75))
      At(10, 90, 30, 20, Capsule().fill(Color.purple).offset(x: 200, y: 0))
    }
  }
}

private struct Effects: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(20, 20, 60, 60, Circle().fill(Color.blue).blur(radius: 4))
      At(
        110, 20, 60, 60,
        RoundedRectangle(cornerRadius: 10).fill(Color.white)
          .shadow(color: .black.opacity(0.4), radius: 6, x: 4, y: 4))
      At(
        200, 20, 60, 60,
        Rectangle().fill(Color.yellow).shadow(color: .red, radius: 0, x: 6, y: 0)
          .shadow(color: .blue, radius: 3, x: 0, y: 6))
    }
  }
}

private struct Label: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      At(10, 10, 260, 30, Text("Hello, lovely SVG!").font(.system(size: 20)))
      At(
        10, 50, 260, 30,
        Text("Gradient text").font(.system(size: 24)).foregroundStyle(
          LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
    }
  }
}

@Suite("SVG renderer")
@MainActor
struct SVGRendererTests {
  private func svg(
    _ view: some View, width: CGFloat = 280, height: CGFloat = 120,
    renderer: SVGRenderer = SVGRenderer()
  ) -> String {
    renderer.render(ViewHost(view, size: CGSize(width: width, height: height)).displayList)
  }

  @Test func shapesAreFilledPaths() {
    SVGSnapshot.expect(svg(Shapes()), matches: "shapes")
  }

  @Test func strokesKeepWidthCapsJoinsAndDashes() {
    SVGSnapshot.expect(svg(Strokes()), matches: "strokes")
  }

  @Test func linearAndRadialGradientsAreInUserSpace() {
    SVGSnapshot.expect(svg(Gradients()), matches: "gradients")
  }

  @Test func angularGradientsAreWedgePatterns() {
    SVGSnapshot.expect(svg(Angular(), height: 100), matches: "angular-gradients")
  }

  @Test func opacityAndTransformsApplyPerItem() {
    SVGSnapshot.expect(svg(OpacityAndTransforms()), matches: "opacity-transforms")
  }

  @Test func blurAndShadowsAreFilters() throws {
    let output = svg(Effects(), height: 100)
    SVGSnapshot.expect(output, matches: "blur-shadow")
    // `.shadow(.red).shadow(.blue)`: the red shadow is the view's own, so it is drawn first
    // and the blue one shadows it too.
    let red = try #require(output.range(of: "flood-color=\"#FF3B30\""))
    let blue = try #require(output.range(of: "flood-color=\"#007AFF\""))
    #expect(red.lowerBound < blue.lowerBound)
  }

  @Test func textIsGlyphOutlinesByDefault() {
    let output = svg(Label(), height: 90)
    SVGSnapshot.expect(output, matches: "text-glyphs")
    // 28 glyphs with outlines (spaces have none) but 20 distinct ones: "l" is drawn four
    // times, "e" three, and one outline serves each.
    #expect(output.components(separatedBy: "<use ").count - 1 == 28)
    #expect(output.components(separatedBy: "<path id=\"glyph").count - 1 == 20)
  }

  @Test func textCanBeTextElements() {
    let output = svg(Label(), height: 90, renderer: SVGRenderer(textAsGlyphs: false))
    SVGSnapshot.expect(output, matches: "text-elements")
    #expect(output.contains(">Hello, lovely SVG!</text>"))
  }

  @Test func scaleSetsThePixelSizeButNotTheViewBox() {
    let output = svg(Shapes(), width: 100, height: 50, renderer: SVGRenderer(scale: 2))
    #expect(output.contains("width=\"200\" height=\"100\" viewBox=\"0 0 100 50\""))
  }

  @Test func identifiersAreEscapedDataAttributes() {
    let view = Rectangle().fill(Color.red).accessibilityIdentifier("a<b & \"c\"")
    let output = svg(view, width: 10, height: 10)
    #expect(output.contains("data-id=\"a&lt;b &amp; &quot;c&quot;\""))
    #expect(SVGXMLCheck.isWellFormed(output))
  }

  @Test func sameDisplayListSameBytes() {
    let list = ViewHost(Label(), size: CGSize(width: 280, height: 90)).displayList
    let other = ViewHost(Label(), size: CGSize(width: 280, height: 90)).displayList
    let first = SVGRenderer().data(for: list)
    #expect(SVGRenderer().data(for: list) == first)
    #expect(SVGRenderer().data(for: other) == first)
    let effects = ViewHost(Effects(), size: CGSize(width: 280, height: 100)).displayList
    #expect(SVGRenderer().render(effects) == SVGRenderer().render(effects))
  }

  @Test func everyGoldenIsWellFormedXML() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: SVGSnapshot.folder.path)
      .filter { $0.hasSuffix(".svg") }
    #expect(!names.isEmpty)
    for name in names {
      let data = try #require(
        FileManager.default.contents(atPath: SVGSnapshot.folder.appendingPathComponent(name).path))
      #expect(SVGXMLCheck.isWellFormed(String(decoding: data, as: UTF8.self)), "\(name)")
    }
  }
}
