import Choreo
import Foundation
import Testing

@Suite("Path description")
struct PathDescriptionTests {
  @Test func describesElementsInSwiftUIsNotation() {
    #expect(
      Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description == "0 0 m 2 0 l 2 1 l 0 1 l h")
    let curves = Path { path in
      path.move(to: CGPoint(x: 0.5, y: 0))
      path.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 3))
      path.addCurve(
        to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7, y: 8))
    }
    #expect(curves.description == "0.5 0 m 2 3 4 0 q 5 6 7 8 9 9 c")
  }

  @Test func readsBackWhatItWrites() {
    let path = Path { path in
      path.addEllipse(in: CGRect(x: 1, y: 2, width: 30, height: 40))
      path.move(to: .zero)
      path.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 3))
    }
    #expect(Path(path.description) == path)
    #expect(Path("1 2 3 4 re") == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
  }

  @Test func rejectsMalformedText() {
    #expect(Path("0 0 x") == nil)
    #expect(Path("0 m") == nil)
    #expect(Path("0 0 m 1") == nil)
    #expect(Path("") == Path())
  }
}
