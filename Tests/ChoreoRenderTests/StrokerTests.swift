import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// Strokes outlined as single contours: exact where the geometry is straight, and within the
/// flattening tolerance of the same area filled where it is curved.
@MainActor
@Suite struct StrokerTests {
  static func alphas(_ list: DisplayList, scale: CGFloat = 1) throws -> [UInt8] {
    let bitmap = try Rasterizer(scale: scale).render(list)
    return stride(from: 3, to: bitmap.bytes.count, by: 4).map { bitmap.bytes[$0] }
  }

  static func largestDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  /// Rows of a bitmap's alphas as 0 (none), 1 (full) or ? (partial), for reading at a glance.
  static func picture(_ alphas: [UInt8], width: Int) -> [String] {
    stride(from: 0, to: alphas.count, by: width).map { start in
      String(alphas[start..<start + width].map { $0 == 0 ? "." : $0 == 255 ? "#" : "?" })
    }
  }

  @Test func aStrokedPathFillsAsTheStrokeDraws() throws {
    // `Path.strokedPath` outlines through the same stroker: filling it gives the stroke, with
    // no seams where a union of pieces would overlap.
    let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40))
    let dashes = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round, dash: [14, 6])
    for style in [StrokeStyle(lineWidth: 8), dashes] {
      let stroked = Scenes.list(width: 60, height: 60) { circle.stroke(Scenes.black, style: style) }
      let filled = Scenes.list(width: 60, height: 60) {
        circle.strokedPath(style).fill(Scenes.black)
      }
      let difference = Self.largestDifference(try Self.alphas(stroked), try Self.alphas(filled))
      #expect(difference <= 4, "largest difference \(difference)")
    }
  }

  @Test func aThickStrokedCircleIsTheAnnulusItOutlines() throws {
    // Pieces overlapping along the inner edge used to add up there: 100/255 too dark.
    let stroke = Scenes.list(width: 60, height: 60) {
      Circle().stroke(Scenes.black, lineWidth: 8).frame(width: 40, height: 40)
        .offset(x: 10, y: 10)
    }
    let ring = Path { path in
      path.addEllipse(in: CGRect(x: 6, y: 6, width: 48, height: 48))
      path.addEllipse(in: CGRect(x: 14, y: 14, width: 32, height: 32))
    }
    let annulus = Scenes.list(width: 60, height: 60) {
      ring.fill(Scenes.black, style: FillStyle(eoFill: true))
    }
    // Both flatten within a tenth of a pixel or less: at most about 0.15 pixel apart.
    let difference = Self.largestDifference(
      try Self.alphas(stroke, scale: 4), try Self.alphas(annulus, scale: 4))
    #expect(difference <= 32, "largest difference \(difference)")
  }

  @Test func aRoundCappedDotIsADisc() throws {
    let dot = Path { path in
      path.move(to: CGPoint(x: 6.3, y: 5.8))
      path.addLine(to: CGPoint(x: 6.3, y: 5.8))
    }
    let stroked = Scenes.list(width: 12, height: 12) {
      dot.stroke(Scenes.black, style: StrokeStyle(lineWidth: 7, lineCap: .round))
    }
    let disc = Scenes.list(width: 12, height: 12) {
      Path(ellipseIn: CGRect(x: 2.8, y: 2.3, width: 7, height: 7)).fill(Scenes.black)
    }
    let difference = Self.largestDifference(
      try Self.alphas(stroked, scale: 2), try Self.alphas(disc, scale: 2))
    #expect(difference <= 32, "largest difference \(difference)")
  }

  @Test func capsEndWhereTheirStyleSays() throws {
    let line = Path { path in
      path.move(to: CGPoint(x: 3, y: 2))
      path.addLine(to: CGPoint(x: 7, y: 2))
    }
    let butt = Scenes.list(width: 10, height: 4) {
      line.stroke(Scenes.black, style: StrokeStyle(lineWidth: 2, lineCap: .butt))
    }
    let square = Scenes.list(width: 10, height: 4) {
      line.stroke(Scenes.black, style: StrokeStyle(lineWidth: 2, lineCap: .square))
    }
    #expect(
      Self.picture(try Self.alphas(butt), width: 10) == [
        "..........", "...####...", "...####...", "..........",
      ])
    #expect(
      Self.picture(try Self.alphas(square), width: 10) == [
        "..........", "..######..", "..######..", "..........",
      ])
  }

  @Test func dashesCutTheLineByTheirPatternAndPhase() throws {
    let line = Path { path in
      path.move(to: CGPoint(x: 0, y: 1))
      path.addLine(to: CGPoint(x: 12, y: 1))
    }
    let dashed = Scenes.list(width: 12, height: 2) {
      line.stroke(Scenes.black, style: StrokeStyle(lineWidth: 2, dash: [3, 2], dashPhase: 1))
    }
    // Phase 1: the first dash has 2 left, then a gap of 2, dash 3, gap 2, dash 3.
    #expect(
      Self.picture(try Self.alphas(dashed), width: 12) == ["##..###..###", "##..###..###"])
  }

  @Test func aStrokedSquareIsAnExactFrame() throws {
    let frame = Scenes.list(width: 10, height: 10) {
      Rectangle().stroke(Scenes.black, lineWidth: 2).frame(width: 6, height: 6)
        .offset(x: 2, y: 2)
    }
    #expect(
      Self.picture(try Self.alphas(frame), width: 10) == [
        "..........",
        ".########.",
        ".########.",
        ".##....##.",
        ".##....##.",
        ".##....##.",
        ".##....##.",
        ".########.",
        ".########.",
        "..........",
      ])
  }

  @Test func aClosedSubpathWithNoAreaStillDraws() throws {
    let there = Path { path in
      path.move(to: CGPoint(x: 2, y: 2))
      path.addLine(to: CGPoint(x: 6, y: 2))
      path.closeSubpath()
    }
    let list = Scenes.list(width: 8, height: 4) {
      there.stroke(Scenes.black, style: StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    }
    #expect(
      Self.picture(try Self.alphas(list), width: 8) == [
        "........", "..####..", "..####..", "........",
      ])
  }

  @Test func badStylesDrawNothing() {
    #expect(Stroker(style: StrokeStyle(lineWidth: 0), tolerance: 0.1) == nil)
    #expect(Stroker(style: StrokeStyle(lineWidth: -2), tolerance: 0.1) == nil)
    #expect(Stroker(style: StrokeStyle(lineWidth: .nan), tolerance: 0.1) == nil)
    #expect(Stroker(style: StrokeStyle(lineWidth: .infinity), tolerance: 0.1) == nil)
  }
}
