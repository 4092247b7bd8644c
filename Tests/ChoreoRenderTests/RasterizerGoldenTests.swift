import Choreo
import Foundation
import Testing

@testable import ChoreoRender

/// Pixel-exact goldens, one per feature, in `__Snapshots__/` (see `Snapshot`).
@MainActor
@Suite struct RasterizerGoldenTests {
  static let rasterizer = Rasterizer(scale: 2, background: Scenes.white)

  static func expect(
    _ name: String, width: CGFloat, height: CGFloat, rasterizer: Rasterizer = rasterizer,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ content: () -> some View
  ) throws {
    let list = Scenes.list(width: width, height: height, content)
    try Snapshot.expect(
      try rasterizer.render(list), matches: name, sourceLocation: sourceLocation)
  }

  @Test func shapes() throws {
    let wave = Path { path in
      path.move(to: CGPoint(x: 0, y: 20))
      path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 10, y: 0))
      path.addCurve(
        to: CGPoint(x: 50, y: 20), control1: CGPoint(x: 30, y: 40),
        control2: CGPoint(x: 40, y: 0))
      path.addLine(to: CGPoint(x: 50, y: 40))
      path.addLine(to: CGPoint(x: 0, y: 40))
      path.closeSubpath()
    }
    try Self.expect("shapes", width: 180, height: 100) {
      Rectangle().fill(Scenes.red).frame(width: 40, height: 30).offset(x: 5, y: 5)
      RoundedRectangle(cornerRadius: 10).fill(Scenes.green)
        .frame(width: 50, height: 30).offset(x: 55, y: 5)
      Circle().fill(Scenes.blue).frame(width: 34, height: 34).offset(x: 120, y: 3)
      Ellipse().fill(Color.orange).frame(width: 50, height: 26).offset(x: 5, y: 55)
      Capsule().fill(Color.purple).frame(width: 50, height: 22).offset(x: 65, y: 58)
      wave.fill(Scenes.black).offset(x: 125, y: 50)
    }
  }

  @Test func clipsAndMasks() throws {
    try Self.expect("clips-masks", width: 180, height: 70) {
      // A gradient clipped to a circle, a rounded clip, and two overlapping circles masked as
      // one group by a fading bar: where they overlap the front one shows, faded.
      LinearGradient(colors: [Scenes.red, Scenes.blue], startPoint: .leading, endPoint: .trailing)
        .frame(width: 50, height: 50).clipShape(Circle()).offset(x: 5, y: 10)
      Scenes.green.frame(width: 50, height: 50).cornerRadius(12).offset(x: 62, y: 10)
      ZStack {
        Circle().fill(Color.orange).frame(width: 36, height: 36).offset(x: -8)
        Circle().fill(Color.purple).frame(width: 36, height: 36).offset(x: 8)
      }
      .frame(width: 56, height: 50)
      .mask {
        LinearGradient(
          colors: [Scenes.black, Scenes.black.opacity(0)], startPoint: .top, endPoint: .bottom)
      }
      .offset(x: 119, y: 10)
    }
  }

  @Test func strokes() throws {
    let line = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 40, y: 0))
    }
    let zigzag = Path { path in
      path.move(to: CGPoint(x: 0, y: 30))
      path.addLine(to: CGPoint(x: 12, y: 0))
      path.addLine(to: CGPoint(x: 24, y: 30))
    }
    try Self.expect("strokes", width: 180, height: 120) {
      // Caps: butt, round, square, each with its centre line in red.
      ForEach(Array([CGLineCap.butt, .round, .square].enumerated()), id: \.offset) { i, cap in
        line.stroke(Scenes.black, style: StrokeStyle(lineWidth: 10, lineCap: cap))
          .offset(x: 12, y: 12 + CGFloat(i) * 18)
        line.stroke(Scenes.red, lineWidth: 1).offset(x: 12, y: 12 + CGFloat(i) * 18)
      }
      // Joins: miter, round, bevel.
      ForEach(Array([CGLineJoin.miter, .round, .bevel].enumerated()), id: \.offset) { i, join in
        zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineJoin: join))
          .offset(x: 72 + CGFloat(i) * 36, y: 14)
      }
      Circle().stroke(Scenes.green, style: StrokeStyle(lineWidth: 3, dash: [6, 3], dashPhase: 2))
        .frame(width: 44, height: 44).offset(x: 10, y: 68)
      RoundedRectangle(cornerRadius: 6)
        .stroke(Scenes.black, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 5]))
        .frame(width: 50, height: 34).offset(x: 66, y: 72)
      Rectangle().stroke(Scenes.black, lineWidth: 0.5).frame(width: 40, height: 34)
        .offset(x: 130, y: 72)
      Rectangle().stroke(Scenes.red, lineWidth: 1).frame(width: 30, height: 24)
        .offset(x: 135, y: 77)
    }
  }

  @Test func gradients() throws {
    let colors = [Scenes.red, Color.yellow, Scenes.blue]
    try Self.expect("gradients", width: 240, height: 70) {
      Rectangle().fill(
        LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
      ).frame(width: 50, height: 50).offset(x: 5, y: 10)
      Circle().fill(
        RadialGradient(colors: colors, center: .center, startRadius: 5, endRadius: 25)
      ).frame(width: 50, height: 50).offset(x: 65, y: 10)
      Rectangle().fill(AngularGradient(colors: colors + [Scenes.red], center: .center))
        .frame(width: 50, height: 50).offset(x: 125, y: 10)
      Circle().fill(
        AngularGradient(
          colors: [Scenes.green, Scenes.blue], center: .center, startAngle: .degrees(0),
          endAngle: .degrees(90))
      ).frame(width: 50, height: 50).offset(x: 185, y: 10)
    }
  }

  @Test func opacity() throws {
    try Self.expect("opacity", width: 90, height: 80) {
      Circle().fill(Scenes.red).frame(width: 44, height: 44).offset(x: 10, y: 5).opacity(0.5)
      Circle().fill(Scenes.green).frame(width: 44, height: 44).offset(x: 36, y: 5).opacity(0.5)
      Circle().fill(Scenes.blue).frame(width: 44, height: 44).offset(x: 23, y: 30).opacity(0.5)
    }
  }

  @Test func transforms() throws {
    try Self.expect("transforms", width: 180, height: 90) {
      Rectangle().fill(
        LinearGradient(
          colors: [Scenes.red, Scenes.blue], startPoint: .leading,
          endPoint: .trailing)
      ).frame(width: 50, height: 20).rotationEffect(.degrees(30)).offset(x: 10, y: 30)
      Circle().fill(Scenes.green).frame(width: 30, height: 30)
        .scaleEffect(x: 1.6, y: 0.6).offset(x: 80, y: 25)
      Text("Turn").font(.system(size: 16)).rotationEffect(.degrees(-45)).offset(x: 120, y: 30)
    }
  }

  @Test func text() throws {
    try Self.expect("text", width: 200, height: 80) {
      Text("Choreo").font(.system(size: 28)).offset(x: 6, y: 2)
      Text("A gradient, kerned: AV To").font(.system(size: 13))
        .foregroundStyle(
          LinearGradient(
            colors: [Scenes.red, Scenes.blue], startPoint: .leading,
            endPoint: .trailing)
        ).offset(x: 6, y: 40)
      Text("Small print at 8 points.").font(.system(size: 8)).opacity(0.6).offset(x: 6, y: 62)
    }
  }

  @Test func blurAndShadow() throws {
    try Self.expect("blur-and-shadow", width: 220, height: 80) {
      Rectangle().fill(Scenes.blue).frame(width: 40, height: 30).blur(radius: 4)
        .offset(x: 10, y: 20)
      Circle().fill(Color.orange).frame(width: 40, height: 40)
        .shadow(color: Scenes.black, radius: 4, x: 4, y: 4).offset(x: 70, y: 15)
      Text("Shadow").font(.system(size: 18)).shadow(color: Scenes.red, radius: 1, x: 2, y: 2)
        .offset(x: 125, y: 5)
      RoundedRectangle(cornerRadius: 5).fill(Scenes.green).frame(width: 40, height: 20)
        .shadow(color: Scenes.blue, radius: 0, x: 6, y: 6)
        .shadow(color: Scenes.red, radius: 2, x: 6, y: 6)
        .opacity(0.8).offset(x: 130, y: 40)
    }
  }

  @Test func fillRules() throws {
    let star = Path { path in
      for i in 0..<5 {
        let angle = Double(i) * 4 * .pi / 5 - .pi / 2
        let point = CGPoint(x: 30 + 28 * cos(angle), y: 30 + 28 * sin(angle))
        if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
    }
    let rings = Path { path in
      path.addEllipse(in: CGRect(x: 0, y: 0, width: 56, height: 56))
      path.addEllipse(in: CGRect(x: 12, y: 12, width: 32, height: 32))
    }
    try Self.expect("fill-rules", width: 250, height: 64) {
      star.fill(Scenes.black).offset(x: 2, y: 2)
      star.fill(Scenes.black, style: FillStyle(eoFill: true)).offset(x: 64, y: 2)
      rings.fill(Scenes.blue).offset(x: 128, y: 4)
      rings.fill(Scenes.blue, style: FillStyle(eoFill: true)).offset(x: 190, y: 4)
    }
  }
}
