import Choreo
import Foundation
import Testing

/// Seeded property tests: shapes, paths, strokes, colours and gradients fed NaN, ±∞, negative
/// and huge values never produce NaN, and never crash.
@MainActor
@Suite("Drawing values with bad input")
struct ShapeBadInputTests {
  /// SplitMix64: small, seedable, the same on every platform.
  private struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A value that is often hostile: NaN, ±∞, negative, zero, huge or ordinary.
    mutating func value() -> CGFloat {
      let ordinary = CGFloat(next() % 20_000) / 100 - 50
      switch next() % 9 {
      case 0: return .nan
      case 1: return .infinity
      case 2: return -.infinity
      case 3: return 0
      case 4: return -ordinary.magnitude
      case 5: return .greatestFiniteMagnitude
      case 6: return 1e-300
      default: return ordinary
      }
    }

    mutating func rect() -> CGRect {
      CGRect(x: value(), y: value(), width: value(), height: value())
    }

    mutating func proposal() -> ProposedViewSize {
      ProposedViewSize(
        width: next() % 4 == 0 ? nil : value(), height: next() % 4 == 0 ? nil : value())
    }
  }

  private func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

  private func isFinite(_ path: Path) -> Bool {
    var finite = true
    path.forEach { element in
      switch element {
      case .move(let p), .line(let p): finite = finite && isFinite(p)
      case .quadCurve(let p, let c): finite = finite && isFinite(p) && isFinite(c)
      case .curve(let p, let c1, let c2):
        finite = finite && isFinite(p) && isFinite(c1) && isFinite(c2)
      case .closeSubpath: break
      }
    }
    let bounds = path.boundingRect
    return finite && bounds.origin.x.isFinite && bounds.origin.y.isFinite
      && bounds.width.isFinite && bounds.height.isFinite
  }

  private func isSane(_ color: Color.Resolved) -> Bool {
    [color.linearRed, color.linearGreen, color.linearBlue].allSatisfy(\.isFinite)
      && color.opacity >= 0 && color.opacity <= 1
  }

  private func isSane(_ paint: ResolvedPaint) -> Bool {
    func stopsAreSane(_ gradient: ResolvedGradient) -> Bool {
      gradient.stops.count >= 2
        && gradient.stops.allSatisfy { isSane($0.color) && $0.location >= 0 && $0.location <= 1 }
        && zip(gradient.stops, gradient.stops.dropFirst()).allSatisfy { $0.location <= $1.location }
    }
    func pointIsSane(_ point: UnitPoint) -> Bool { point.x.isFinite && point.y.isFinite }
    switch paint {
    case .color(let color): return isSane(color)
    case .linearGradient(let gradient, let start, let end):
      return stopsAreSane(gradient) && pointIsSane(start) && pointIsSane(end)
    case .radialGradient(let gradient, let center, let start, let end):
      return stopsAreSane(gradient) && pointIsSane(center) && start.isFinite && start >= 0
        && end.isFinite && end >= 0
    case .angularGradient(let gradient, let center, let start, let end):
      return stopsAreSane(gradient) && pointIsSane(center) && start.radians.isFinite
        && end.radians.isFinite
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func shapesAndStrokesStayFinite(seed: UInt64) {
    var random = Generator(state: seed)
    for round in 0..<300 {
      let rect = random.rect()
      let shapes: [AnyShape] = [
        AnyShape(Rectangle()), AnyShape(Circle()), AnyShape(Ellipse()), AnyShape(Capsule()),
        AnyShape(
          RoundedRectangle(cornerSize: CGSize(width: random.value(), height: random.value()))),
        AnyShape(RoundedRectangle(cornerRadius: random.value()).inset(by: random.value())),
        AnyShape(Circle().inset(by: random.value())),
        AnyShape(
          Capsule().stroke(
            style: StrokeStyle(
              lineWidth: random.value(), miterLimit: random.value(),
              dash: [random.value(), random.value(), random.value()],
              dashPhase: random.value()))),
      ]
      for shape in shapes {
        let path = shape.path(in: rect)
        #expect(isFinite(path), "seed \(seed), round \(round), \(shape.base), rect \(rect)")
        let stroked = path.strokedPath(
          StrokeStyle(
            lineWidth: random.value(), lineCap: .round, lineJoin: .miter,
            miterLimit: random.value()))
        #expect(isFinite(stroked), "seed \(seed), round \(round), stroke of \(shape.base)")
        _ = path.contains(CGPoint(x: random.value(), y: random.value()))
        let size = shape.sizeThatFits(random.proposal())
        #expect(!size.width.isNaN && !size.height.isNaN && size.width >= 0 && size.height >= 0)
      }
      var arcs = Path()
      arcs.move(to: CGPoint(x: random.value(), y: random.value()))
      arcs.addArc(
        center: CGPoint(x: random.value(), y: random.value()), radius: random.value(),
        startAngle: .radians(Double(random.value())), endAngle: .radians(Double(random.value())),
        clockwise: random.next() % 2 == 0)
      arcs.addArc(
        tangent1End: CGPoint(x: random.value(), y: random.value()),
        tangent2End: CGPoint(x: random.value(), y: random.value()), radius: random.value())
      arcs.addRoundedRect(
        in: random.rect(), cornerSize: CGSize(width: random.value(), height: random.value()))
      #expect(isFinite(arcs), "seed \(seed), round \(round), arcs \(arcs)")
      #expect(isFinite(arcs.applying(CGAffineTransform(rotationAngle: random.value()))))
    }
  }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func coloursAndGradientsStaySane(seed: UInt64) {
    var random = Generator(state: seed)
    let environment = EnvironmentValues()
    for round in 0..<300 {
      let colors = [
        Color(
          red: random.value(), green: random.value(), blue: random.value(), opacity: random.value()),
        Color(.displayP3, red: random.value(), green: random.value(), blue: random.value()),
        Color(hue: random.value(), saturation: random.value(), brightness: random.value()),
        Color(white: random.value(), opacity: random.value()),
        Color.red.opacity(random.value()), Color("ShapeBadInputTests.missing"),
        Color(Color.Resolved(red: Float(random.value()), green: 0, blue: Float(random.value()))),
      ]
      for color in colors {
        #expect(isSane(color.resolve(in: environment)), "seed \(seed), round \(round), \(color)")
      }
      let stops = colors.map { Gradient.Stop(color: $0, location: random.value()) }
      let styles: [AnyShapeStyle] = [
        AnyShapeStyle(
          LinearGradient(
            stops: stops, startPoint: UnitPoint(x: random.value(), y: random.value()),
            endPoint: .bottom)),
        AnyShapeStyle(
          RadialGradient(
            stops: stops, center: .center, startRadius: random.value(), endRadius: random.value())),
        AnyShapeStyle(
          AngularGradient(
            stops: stops, center: .center, startAngle: .radians(Double(random.value())),
            endAngle: .zero)),
        AnyShapeStyle(colors[0].gradient),
        AnyShapeStyle(Gradient(stops: stops).opacity(random.value())),
      ]
      for style in styles {
        let paint = style.resolvePaint(in: environment)
        #expect(isSane(paint), "seed \(seed), round \(round), \(paint)")
      }
    }
  }
}
