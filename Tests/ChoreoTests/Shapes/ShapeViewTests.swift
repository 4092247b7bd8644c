import Choreo
import Foundation
import Testing

@MainActor
@Suite("Shapes as views")
struct ShapeViewTests {
  private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  @Test func shapesFillTheProposalAndUseTenForUnspecifiedSides() {
    let proposal = ProposedViewSize(width: 80, height: nil)
    #expect(Rectangle().sizeThatFits(proposal) == CGSize(width: 80, height: 10))
    #expect(Wedge().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    #expect(Capsule().sizeThatFits(.infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
  }

  @Test func circlesAskForASquareOfTheShorterSide() {
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: 100, height: 60))
        == CGSize(width: 60, height: 60))
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: 100, height: nil))
        == CGSize(width: 10, height: 10))
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: .infinity, height: 30))
        == CGSize(width: 30, height: 30))
  }

  @Test func badProposalsGiveZeroNotNaN() {
    let size = Rectangle().sizeThatFits(ProposedViewSize(width: .nan, height: -5))
    #expect(size == .zero)
    #expect(Circle().sizeThatFits(ProposedViewSize(width: .nan, height: 50)) == .zero)
  }

  @Test func shapeViewsAreLeavesSizedByTheirShape() {
    let view = Circle().fill(.red)
    let size = view.sizeThatFits(
      ProposedViewSize(width: 100, height: 40), environment: EnvironmentValues())
    #expect(size == CGSize(width: 40, height: 40))
    let color = Color.red.sizeThatFits(
      ProposedViewSize(width: 100, height: nil), environment: EnvironmentValues())
    #expect(color == CGSize(width: 100, height: 10))
  }

  @Test func aBareShapeFillsWithTheForegroundStyle() {
    let body: _ShapeView<Wedge, ForegroundStyle> = Wedge().body
    #expect(body.shape.path(in: CGRect(x: 0, y: 0, width: 4, height: 4)).isEmpty == false)
    let drawing = body.drawing(
      in: CGRect(x: 0, y: 0, width: 10, height: 10), environment: EnvironmentValues())
    #expect(drawing.paint == .color(Color.primary.resolve(in: EnvironmentValues())))
  }

  @Test func fillDrawsThePathWithResolvedPaintAndItsFillRule() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let drawing = Circle().fill(.red, style: FillStyle(eoFill: true)).drawing(
      in: rect, environment: EnvironmentValues())
    #expect(drawing.geometry == .fill(Circle().path(in: rect), FillStyle(eoFill: true)))
    #expect(drawing.paint == .color(Color.red.resolve(in: EnvironmentValues())))
    #expect(abs(drawing.paintBounds.minX - 30) < 1e-9 && abs(drawing.paintBounds.width - 40) < 1e-9)
    #expect(drawing.contains(CGPoint(x: 50, y: 20)))
    #expect(!drawing.contains(CGPoint(x: 5, y: 20)))
  }

  @Test func strokesKeepTheirCentreLineAndStyleForRenderers() {
    let rect = CGRect(x: 0, y: 0, width: 50, height: 50)
    let style = StrokeStyle(lineWidth: 6, dash: [4, 2])
    let view = Rectangle().stroke(.blue, style: style, antialiased: false)
    let drawing = view.drawing(in: rect, environment: EnvironmentValues())
    #expect(drawing.geometry == .stroke(Path(rect), style, antialiased: false))
    #expect(view.shape.path(in: rect) == Path(rect).strokedPath(style))
    #expect(drawing.contains(CGPoint(x: 1, y: 0)))
    #expect(!drawing.contains(CGPoint(x: 25, y: 25)))
    #expect(type(of: Circle().stroke(lineWidth: 2)) == _StrokedShape<Circle>.self)
    #expect(_StrokedShape<Circle>.role == .stroke)
    #expect(Circle.role == .fill)
  }

  @Test func strokeBorderStaysInsideTheFrame() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let view = Rectangle().strokeBorder(.green, lineWidth: 4)
    #expect(view.shape.shape.path(in: rect) == Path(rect.insetBy(dx: 2, dy: 2)))
    #expect(view.shape.path(in: rect).boundingRect == rect)
    let foreground = Circle().strokeBorder(lineWidth: 2)
    #expect(foreground.style == ForegroundStyle())
    let nan = Rectangle().strokeBorder(.red, lineWidth: .nan)
    #expect(nan.shape.path(in: rect).isEmpty)
  }

  @Test func customShapesMirrorInRightToLeftLayoutsAndBuiltInsDoNot() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    let mirrored = Wedge().fill(.red).drawing(in: rect, environment: environment)
    guard case .fill(let path, _) = mirrored.geometry else {
      Issue.record("expected a fill")
      return
    }
    #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 0)))
    let fixed = Rectangle().fill(.red).drawing(in: rect, environment: environment)
    #expect(fixed.geometry == .fill(Path(rect), FillStyle()))
  }

  @Test func shapesAnimateTheirDataAndSizeAloneAnimatesTheOthers() {
    var rounded = RoundedRectangle(cornerRadius: 4)
    #expect(rounded.animatableData == AnimatablePair(4, 4))
    rounded.animatableData = AnimatablePair(10, 6)
    #expect(rounded.cornerSize == CGSize(width: 10, height: 6))
    #expect(Rectangle().animatableData == EmptyAnimatableData())
    #expect(Circle().animatableData == EmptyAnimatableData())
    var stroked = RoundedRectangle(cornerRadius: 2).stroke(lineWidth: 3)
    #expect(stroked.animatableData.first == AnimatablePair(2, 2))
    #expect(stroked.animatableData.second.first == 3)
    stroked.animatableData.second.first = 5
    #expect(stroked.style.lineWidth == 5)
  }

  @Test func shapesInAHostBecomeLeafShapeViews() {
    struct Scene: View {
      var body: some View {
        Rectangle()
        Circle().fill(.blue)
        Capsule().stroke(.red, lineWidth: 2)
      }
    }
    let host = ViewHost(Scene())
    var leaves: [String] = []
    host.forEachNode { node in
      if node.view is any ShapeDrawingLeaf {
        leaves.append(node.typeName)
        #expect(node.children.isEmpty)
      }
    }
    #expect(
      leaves == [
        "_ShapeView<Rectangle, ForegroundStyle>", "_ShapeView<Circle, Color>",
        "_ShapeView<_StrokedShape<Capsule>, Color>",
      ])
    #expect(host.diagnostics.isEmpty)
  }

  /// Laid out by a host: a circle asks for a square and is centred; a colour fills the space.
  @Test func hostsLayOutCirclesAsSquaresAndColoursAsEverything() {
    let size = CGSize(width: 300, height: 100)
    let circle = ViewHost(Circle().fill(.red).accessibilityIdentifier("circle"), size: size)
    #expect(circle.frame(of: "circle") == CGRect(x: 100, y: 0, width: 100, height: 100))
    let color = ViewHost(Color.red.accessibilityIdentifier("color"), size: size)
    #expect(color.frame(of: "color") == CGRect(origin: .zero, size: size))
    let bare = ViewHost(Capsule().accessibilityIdentifier("capsule"), size: size)
    #expect(bare.frame(of: "capsule") == CGRect(origin: .zero, size: size))
  }
}
