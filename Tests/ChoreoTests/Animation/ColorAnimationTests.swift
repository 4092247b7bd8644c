import Foundation
import Testing

@testable import Choreo

@MainActor
private final class Toggle {
  var binding: Binding<Bool>?
}

/// A colour, a filled shape, a stroked shape and a label whose colours follow one switch.
private struct Palette: View {
  let handle: Toggle
  @State private var isOn = false

  var body: some View {
    handle.binding = $isOn
    return VStack(spacing: 0) {
      (isOn ? Color.blue : Color.red).frame(width: 20, height: 10)
      Circle().fill(isOn ? Color.white : Color.black).frame(width: 10, height: 10)
      Rectangle().stroke(Color.green, lineWidth: isOn ? 6 : 2).frame(width: 10, height: 10)
      Text("Hi").foregroundColor(isOn ? .white : .black)
    }
  }
}

@MainActor
@Suite("Colours and stroke styles animate (§3)")
struct ColorAnimationTests {
  private func paints(_ host: ViewHost<Palette>) -> [ResolvedPaint] {
    host.displayList.items.map { item in
      switch item.content {
      case .shape(let drawing): drawing.paint
      case .text(_, let paint): paint
      case .image: .color(.clearResolved)
      }
    }
  }

  private func lineWidth(_ host: ViewHost<Palette>) -> CGFloat? {
    for item in host.displayList.items {
      if case .shape(let drawing) = item.content, case .stroke(_, let style, _) = drawing.geometry {
        return style.lineWidth
      }
    }
    return nil
  }

  /// The colour halfway from `from` to `to` in linear light, straight alpha.
  private func halfway(_ from: Color, _ to: Color) -> Color.Resolved {
    let a = from.resolve(in: EnvironmentValues())
    let b = to.resolve(in: EnvironmentValues())
    return Color.Resolved(
      linearRed: (a.linearRed + b.linearRed) / 2, linearGreen: (a.linearGreen + b.linearGreen) / 2,
      linearBlue: (a.linearBlue + b.linearBlue) / 2, opacity: (a.opacity + b.opacity) / 2)
  }

  private func close(_ paint: ResolvedPaint, _ expected: Color.Resolved) -> Bool {
    guard case .color(let color) = paint else { return false }
    return abs(color.linearRed - expected.linearRed) < 1e-5
      && abs(color.linearGreen - expected.linearGreen) < 1e-5
      && abs(color.linearBlue - expected.linearBlue) < 1e-5
      && abs(color.opacity - expected.opacity) < 1e-5
  }

  @Test func coloursMeetHalfwayInLinearLight() throws {
    let handle = Toggle()
    let host = ViewHost(Palette(handle: handle), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    let shown = paints(host)
    #expect(shown.count == 4)
    #expect(close(shown[0], halfway(.red, .blue)))
    #expect(close(shown[1], halfway(.black, .white)))
    #expect(close(shown[3], halfway(.black, .white)))
    // Linear light: halfway from black to white is brighter than sRGB's 0.5 grey.
    guard case .color(let grey) = shown[1] else {
      Issue.record("the circle's fill should be a colour")
      return
    }
    #expect(grey.red > 0.7)
    host.advance(to: 1.5)
    #expect(paints(host)[0] == .color(Color.blue.resolve(in: EnvironmentValues())))
    #expect(host.animations.isEmpty)
  }

  @Test func aColourChangeWithoutAnimationJumps() {
    let handle = Toggle()
    let host = ViewHost(Palette(handle: handle), size: CGSize(width: 100, height: 100))
    host.update { handle.binding?.wrappedValue = true }
    #expect(paints(host)[0] == .color(Color.blue.resolve(in: EnvironmentValues())))
  }

  @Test func colourCurvesAddWhenASecondChangeComesMidway() throws {
    // §2.3: the first animation (red → blue) completes while the second (blue → red) is half
    // done, so the colour is back halfway between the two.
    let handle = Toggle()
    let host = ViewHost(Palette(handle: handle), size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = false } }
    host.advance(to: 1)
    #expect(close(paints(host)[0], halfway(.red, .blue)))
    host.advance(to: 1.5)
    #expect(paints(host)[0] == .color(Color.red.resolve(in: EnvironmentValues())))
  }

  @Test func aStrokesWidthAnimates() throws {
    let handle = Toggle()
    let host = ViewHost(Palette(handle: handle), size: CGSize(width: 100, height: 100))
    #expect(lineWidth(host) == 2)
    host.update { withAnimation(.linear(duration: 1)) { handle.binding?.wrappedValue = true } }
    host.advance(to: 0.25)
    #expect(try abs(#require(lineWidth(host)) - 3) < 1e-9)
    host.advance(to: 1)
    #expect(lineWidth(host) == 6)
  }
}
