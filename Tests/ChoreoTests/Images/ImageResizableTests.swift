import Choreo
import Foundation
import Testing

@MainActor
@Suite("Resizable images: cap insets and resizing modes")
struct ImageResizableTests {
  private let heart = Image(systemName: "heart.fill")

  @Test func resizableWithNoArgumentsStretchesWithNoCaps() {
    #expect(heart.resizing == nil)
    #expect(heart.resizable().resizing?.capInsets == EdgeInsets())
    #expect(heart.resizable().resizing?.mode == .stretch)
    #expect(heart.resizable() == heart.resizable(capInsets: EdgeInsets(), resizingMode: .stretch))
  }

  @Test func capInsetsAndModeAreRecorded() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let image = heart.resizable(capInsets: insets, resizingMode: .tile)
    #expect(image.resizing?.capInsets == insets)
    #expect(image.resizing?.mode == .tile)
    #expect(image != heart.resizable())
    #expect(heart.resizable(resizingMode: .tile).resizing?.mode == .tile)
  }

  @Test func negativeAndNonFiniteInsetsBecomeZero() {
    let image = heart.resizable(
      capInsets: EdgeInsets(top: -5, leading: .nan, bottom: .infinity, trailing: 6))
    #expect(image.resizing?.capInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 6))
    let negativeInfinity = heart.resizable(capInsets: EdgeInsets(top: -.infinity))
    #expect(negativeInfinity.resizing?.capInsets == EdgeInsets())
  }

  @Test func everyModeAndInsetLaysOutLikePlainResizable() {
    let host = ViewHost(
      VStack {
        heart.resizable().frame(width: 80, height: 50).accessibilityIdentifier("plain")
        heart.resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
          .frame(width: 80, height: 50).accessibilityIdentifier("capped")
        heart.resizable(resizingMode: .tile).accessibilityIdentifier("tiled")
          .frame(width: 80, height: 50)
      })
    #expect(host.rect("plain").size == CGSize(width: 80, height: 50))
    #expect(host.rect("capped").size == CGSize(width: 80, height: 50))
    #expect(host.rect("tiled").size == CGSize(width: 80, height: 50))
  }
}
