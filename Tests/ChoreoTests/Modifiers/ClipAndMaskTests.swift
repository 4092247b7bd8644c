import Foundation
import Testing

@testable import Choreo

@MainActor
private final class Lever {
  var binding: Binding<Bool>?
}

/// A card whose corners round off when the lever is pulled.
private struct RoundingCard: View {
  let lever: Lever
  @State private var isRound = false

  var body: some View {
    lever.binding = $isRound
    return Color.red.frame(width: 80, height: 40)
      .clipShape(RoundedRectangle(cornerRadius: isRound ? 20 : 0))
  }
}

@MainActor
@Suite("Clips, masks and compositing groups in the display list")
struct ClipAndMaskTests {
  private let size = CGSize(width: 200, height: 100)

  @Test func aClipIsItsShapeAtTheViewsFrameInDisplayCoordinates() throws {
    let host = ViewHost(
      Color.red.frame(width: 80, height: 40).clipShape(Circle()).offset(x: 10), size: size)
    let item = try #require(host.displayList.items.first)
    // The colour is at (60, 30, 80, 40); the circle fits that frame; the offset moves it.
    let expected = Circle().path(in: CGRect(x: 60, y: 30, width: 80, height: 40))
      .applying(CGAffineTransform(translationX: 10, y: 0))
    #expect(item.clips == [DisplayList.Clip(path: expected, style: FillStyle())])
    #expect(host.displayList.description.contains("clips 1"))
  }

  @Test func clippedAndCornerRadiusClipToTheFrame() throws {
    let frame = CGRect(x: 60, y: 30, width: 80, height: 40)
    let clipped = ViewHost(Color.red.frame(width: 80, height: 40).clipped(), size: size)
    #expect(
      try #require(clipped.displayList.items.first).clips == [
        DisplayList.Clip(path: Path(frame), style: FillStyle(antialiased: false))
      ])
    let rounded = ViewHost(Color.red.frame(width: 80, height: 40).cornerRadius(8), size: size)
    #expect(
      try #require(rounded.displayList.items.first).clips == [
        DisplayList.Clip(
          path: RoundedRectangle(cornerRadius: 8).path(in: frame), style: FillStyle())
      ])
    // Nested clips are all kept, outermost first.
    let nested = ViewHost(
      Color.red.frame(width: 80, height: 40).clipShape(Circle()).clipped(), size: size)
    let clips = try #require(nested.displayList.items.first).clips
    #expect(clips.map(\.path) == [Path(frame), Circle().path(in: frame)])
  }

  @Test func aClipShapesDataAnimates() throws {
    let lever = Lever()
    let host = ViewHost(RoundingCard(lever: lever), size: size)
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    let frame = CGRect(x: 60, y: 30, width: 80, height: 40)
    #expect(
      try #require(host.displayList.items.first).clips.map(\.path) == [
        RoundedRectangle(cornerRadius: 10).path(in: frame)
      ])
  }

  @Test func aMasksItemsGoToTheirOwnListAndTheContentRefersToIt() throws {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 80, height: 40)
          .mask(alignment: .leading) { Circle().frame(width: 10, height: 10).opacity(0.5) }
          .opacity(0.25)
      }, size: size)
    let list = host.displayList
    #expect(list.items.count == 2)
    #expect(list.items[0].groups == [])
    #expect(list.items[1].groups == [0])
    #expect(list.items[1].opacity == 0.25)
    #expect(list.groups.count == 1)
    let mask = try #require(list.groups.first?.mask?.first)
    // Laid out like an overlay, leading-aligned in the blue frame: the 100-point row is
    // centred at x 50, so blue is at (70, 30, 80, 40).
    #expect(mask.frame == CGRect(x: 70, y: 45, width: 10, height: 10))
    // Only its own opacity: the masked view's applies to the group.
    #expect(mask.opacity == 0.5)
    #expect(list.description.contains("groups [0]"))
    #expect(list.description.contains("group 0 mask\n  "))
  }

  @Test func masksNestAndTheirContentMayBeMasked() {
    let host = ViewHost(
      Color.blue.frame(width: 80, height: 40)
        .mask { Color.black.mask { Circle() } }
        .mask { Rectangle() },
      size: size)
    let list = host.displayList
    #expect(list.items.map(\.groups) == [[0, 1]])
    #expect(list.groups.count == 3)
    // Mask 0 is the outer rectangle; mask 1 the colour masked by the circle (mask 2).
    #expect(list.groups[0].mask?.map(\.groups) == [[]])
    #expect(list.groups[1].mask?.map(\.groups) == [[2]])
    #expect(list.groups[2].mask?.count == 1)
  }

  @Test func aCompositingGroupTakesTheOpacityAboveIt() throws {
    let host = ViewHost(
      ZStack {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).opacity(0.8).offset(x: 10)
      }
      .compositingGroup()
      .opacity(0.5),
      size: size)
    let list = host.displayList
    #expect(list.groups == [DisplayList.Group(opacity: 0.5, mask: nil)])
    // The items keep only the opacity inside the group.
    #expect(list.items.map(\.opacity) == [1, 0.8])
    #expect(list.items.map(\.groups) == [[0], [0]])
    #expect(list.description.contains("group 0 opacity 0.5"))
    // drawingGroup() draws the same.
    let drawing = ViewHost(
      ZStack {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).opacity(0.8).offset(x: 10)
      }
      .drawingGroup()
      .opacity(0.5),
      size: size)
    #expect(drawing.displayList.description == list.description)
  }

  @Test func masksAndClipsDoNotChangeWhatTakesTaps() {
    var taps = 0
    let host = ViewHost(
      Color.blue.frame(width: 80, height: 40).onTapGesture { taps += 1 }
        .clipShape(Circle())
        .mask { Color.red.frame(width: 2, height: 2).onTapGesture { taps += 100 } },
      size: size)
    // Outside the clip and the mask, yet inside the view: the tap lands on the view.
    #expect(host.tap(at: CGPoint(x: 62, y: 32)))
    // The mask's centre: the mask takes no taps.
    #expect(host.tap(at: CGPoint(x: 100, y: 50)))
    #expect(taps == 2)
  }
}
