import Choreo
import Foundation
import Testing

@Suite("Gradients")
struct GradientTests {
  private let environment = EnvironmentValues()

  private func resolved(_ color: Color) -> Color.Resolved {
    color.resolve(in: environment)
  }

  private func stops(_ paint: ResolvedPaint) -> [ResolvedGradient.Stop]? {
    switch paint {
    case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _),
      .angularGradient(let gradient, _, _, _):
      return gradient.stops
    case .color:
      return nil
    }
  }

  @Test func colorsAreSpacedEvenly() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    #expect(Gradient(colors: []).stops.isEmpty)
  }

  @Test func invisiblePaintIsPaintWithNothingOpaque() {
    #expect(Color.clear.resolvePaint(in: environment).isInvisible)
    #expect(!Color.red.resolvePaint(in: environment).isInvisible)
    let fading = LinearGradient(colors: [.clear, .red], startPoint: .top, endPoint: .bottom)
    #expect(!fading.resolvePaint(in: environment).isInvisible)
    #expect(fading.opacity(0).resolvePaint(in: environment).isInvisible)
  }

  @Test func oneStopIsSolidAndNoStopsAreClear() {
    let single = LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)
    #expect(single.resolvePaint(in: environment) == .color(resolved(.red)))
    let none = RadialGradient(stops: [], center: .center, startRadius: 0, endRadius: 10)
    #expect(none.resolvePaint(in: environment) == .color(resolved(.clear)))
  }

  @Test func stopsAreSortedStablyAndClampedIntoTheUnitRange() {
    let gradient = LinearGradient(
      stops: [
        .init(color: .red, location: 0.8), .init(color: .green, location: 0.2),
        .init(color: .blue, location: 0.8), .init(color: .white, location: -3),
        .init(color: .black, location: .nan), .init(color: .gray, location: .infinity),
      ], startPoint: .leading, endPoint: .trailing)
    let resolvedStops = stops(gradient.resolvePaint(in: environment)) ?? []
    #expect(resolvedStops.map(\.location) == [0, 0, 0.2, 0.8, 0.8, 1])
    #expect(
      resolvedStops.map(\.color) == [
        resolved(.white), resolved(.black), resolved(.green), resolved(.red), resolved(.blue),
        resolved(.gray),
      ])
  }

  @Test func geometryIsKeptAndBadGeometryClamped() {
    let linear = LinearGradient(
      colors: [.red, .blue], startPoint: .leading, endPoint: UnitPoint(x: .nan, y: .infinity))
    guard case .linearGradient(_, let start, let end) = linear.resolvePaint(in: environment) else {
      Issue.record("expected a linear gradient")
      return
    }
    #expect(start == .leading)
    #expect(end == UnitPoint(x: 0, y: 0))
    let radial = RadialGradient(
      colors: [.red, .blue], center: .center, startRadius: -4, endRadius: .nan)
    #expect(
      radial.resolvePaint(in: environment)
        == .radialGradient(
          ResolvedGradient(stops: [
            .init(color: resolved(.red), location: 0), .init(color: resolved(.blue), location: 1),
          ]),
          center: .center, startRadius: 0, endRadius: 0))
    let angular = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
    guard
      case .angularGradient(_, _, let startAngle, let endAngle) = angular.resolvePaint(
        in: environment)
    else {
      Issue.record("expected an angular gradient")
      return
    }
    #expect(startAngle == .degrees(90))
    #expect(endAngle == .degrees(90) + .degrees(360))
    let badAngle = AngularGradient(
      colors: [.red, .blue], center: .center, startAngle: .radians(.nan), endAngle: .degrees(30))
    guard case .angularGradient(_, _, let clamped, _) = badAngle.resolvePaint(in: environment)
    else {
      Issue.record("expected an angular gradient")
      return
    }
    #expect(clamped == .zero)
  }

  @Test func gradientsAndAnyGradientsDrawTopToBottom() {
    let gradient = Gradient(colors: [.red, .blue])
    let expected = ResolvedPaint.linearGradient(
      ResolvedGradient(stops: [
        .init(color: resolved(.red), location: 0), .init(color: resolved(.blue), location: 1),
      ]),
      startPoint: .top, endPoint: .bottom)
    #expect(gradient.resolvePaint(in: environment) == expected)
    #expect(AnyGradient(gradient).resolvePaint(in: environment) == expected)
  }

  @Test func staticMembersBuildTheGradientTypes() {
    func style<S: ShapeStyle>(_ style: S) -> S { style }
    #expect(
      style(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))
        == LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))
    #expect(
      style(.radialGradient(colors: [.red], center: .center, startRadius: 1, endRadius: 2))
        == RadialGradient(colors: [.red], center: .center, startRadius: 1, endRadius: 2))
    #expect(
      style(.conicGradient(colors: [.red], center: .center))
        == AngularGradient(colors: [.red], center: .center, angle: .zero))
  }

  @MainActor
  @Test func gradientsAreViewsThatFillARectangle() {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    #expect(type(of: gradient.body) == _ShapeView<Rectangle, LinearGradient>.self)
    #expect(gradient.body.style == gradient)
  }
}
