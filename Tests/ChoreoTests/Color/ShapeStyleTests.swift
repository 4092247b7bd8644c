import Choreo
import Foundation
import Testing

@MainActor
@Suite("Shape styles")
struct ShapeStyleTests {
  private func dark() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    return environment
  }

  private struct Ink: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color {
      environment.colorScheme == .dark ? .white : .black
    }
  }

  private struct Loop: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Loop { self }
  }

  @Test func customStylesDrawWhatTheyResolveTo() {
    #expect(Ink().resolvePaint(in: dark()) == .color(Color.white.resolve(in: dark())))
    #expect(Ink().resolvePaint(in: EnvironmentValues()) == .color(Color.black.resolve(in: dark())))
  }

  @Test func aStyleThatNeverResolvesDrawsClear() {
    #expect(Loop().resolvePaint(in: EnvironmentValues()) == .color(Color.clear.resolve(in: dark())))
  }

  @Test func theForegroundIsPrimaryUnlessSet() {
    #expect(ForegroundStyle().resolvePaint(in: dark()) == .color(Color.primary.resolve(in: dark())))
    var environment = EnvironmentValues()
    environment.foregroundStyle = AnyShapeStyle(Color.red)
    #expect(
      ForegroundStyle().resolvePaint(in: environment) == .color(Color.red.resolve(in: environment)))
  }

  @Test func hierarchicalLevelsUseLabelColoursByDefault() {
    let environment = EnvironmentValues()
    #expect(
      HierarchicalShapeStyle.primary.resolvePaint(in: environment)
        == .color(Color.primary.resolve(in: environment)))
    #expect(
      HierarchicalShapeStyle.secondary.resolvePaint(in: environment)
        == .color(Color.secondary.resolve(in: environment)))
    guard case .color(let tertiary) = HierarchicalShapeStyle.tertiary.resolvePaint(in: dark())
    else {
      Issue.record("expected a colour")
      return
    }
    #expect(abs(tertiary.opacity - 0.3) < 1e-6)
    #expect(abs(tertiary.blue - 245 / 255) < 1e-6)
  }

  @Test func opacityMultipliesAnyStyle() {
    let environment = EnvironmentValues()
    // A gradient is a view too; as a style (where `fill` would take it) its opacity is the
    // style's.
    func faded(_ style: some ShapeStyle) -> some ShapeStyle { style.opacity(0.5) }
    let faded = faded(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    guard case .linearGradient(let gradient, _, _) = faded.resolvePaint(in: environment) else {
      Issue.record("expected a gradient")
      return
    }
    #expect(gradient.stops.map(\.color.opacity) == [0.5, 0.5])
    #expect(
      Color.red.opacity(0.5).resolvePaint(in: environment)
        == AnyShapeStyle(Color.red).opacity(0.5).resolvePaint(in: environment))
    guard
      case .color(let none) = Color.red.resolvePaint(in: environment).multiplyingOpacity(by: .nan)
    else {
      Issue.record("expected a colour")
      return
    }
    #expect(none.opacity == 0)
  }

  @Test func anyShapeStyleComparesWrappedValues() {
    #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
    #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.blue))
    #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.red.gradient))
    #expect(AnyShapeStyle(AnyShapeStyle(Color.red)) == AnyShapeStyle(Color.red))
    #expect(AnyShapeStyle(Ink()) != AnyShapeStyle(Ink()))
  }

  private func leafDrawings<Content: View>(in host: ViewHost<Content>) -> [ShapeDrawing] {
    var drawings: [ShapeDrawing] = []
    host.forEachNode { node in
      if let leaf = node.view as? any ShapeDrawingLeaf {
        drawings.append(
          leaf.drawing(
            in: CGRect(x: 0, y: 0, width: 10, height: 10), environment: node.inputs.environment))
      }
    }
    return drawings
  }

  @Test func foregroundStyleAndColorReachShapesBelow() {
    struct Scene: View {
      var body: some View {
        Circle().foregroundStyle(.red)
        Rectangle().foregroundColor(.green)
        Rectangle().foregroundStyle(.red).foregroundColor(nil)
      }
    }
    let host = ViewHost(Scene())
    let environment = EnvironmentValues()
    #expect(
      leafDrawings(in: host).map(\.paint) == [
        .color(Color.red.resolve(in: environment)), .color(Color.green.resolve(in: environment)),
        .color(Color.red.resolve(in: environment)),
      ])
  }

  /// An inner `.secondary` fades the outer foreground style instead of replacing it.
  @Test func nestedForegroundStylesResolveAgainstTheOuterOne() {
    let host = ViewHost(Rectangle().foregroundStyle(.secondary).foregroundStyle(Color.blue))
    let expected = Color.blue.resolve(in: EnvironmentValues())
    guard case .color(let drawn)? = leafDrawings(in: host).first?.paint else {
      Issue.record("expected a colour")
      return
    }
    #expect(drawn.red == expected.red && drawn.blue == expected.blue)
    #expect(abs(drawn.opacity - 0.6) < 1e-6)
  }
}
