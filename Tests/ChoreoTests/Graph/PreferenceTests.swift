import Choreo
import Testing

/// Collects strings in tree order.
struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = ["default"]
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// Shows what a preference reader saw, and how often it was called.
final class PreferenceLog {
  var values: [[String]] = []
}

@MainActor
@Suite("Preferences (§7.1)")
struct PreferenceTests {
  @Test func siblingsCombineInTreeOrderAndOnlyProducersTakePart() {
    let log = PreferenceLog()
    _ = ViewHost(
      Group {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("no producer")
        Group {
          Text("b").preference(key: NamesKey.self, value: ["b"])
          Text("c").preference(key: NamesKey.self, value: ["c"])
        }
      }.onPreferenceChange(NamesKey.self) { log.values.append($0) })
    // The first producer's value is taken as is: "default" never appears.
    #expect(log.values == [["a", "b", "c"]])
  }

  @Test func anOuterWriteShadowsInnerOnes() {
    let log = PreferenceLog()
    _ = ViewHost(
      Group {
        Text("a").preference(key: NamesKey.self, value: ["inner"])
          .preference(key: NamesKey.self, value: ["outer"])
      }.onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["outer"]])
  }

  @Test func withoutProducersTheReaderSeesTheDefault() {
    let log = PreferenceLog()
    _ = ViewHost(Text("x").onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["default"]])
  }

  @Test func transformPreferenceChangesTheCombinedValue() {
    let log = PreferenceLog()
    _ = ViewHost(
      Group {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("b").preference(key: NamesKey.self, value: ["b"])
      }
      .transformPreference(NamesKey.self) { $0.reverse() }
      .onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["b", "a"]])
  }

  struct Changing: View {
    @State var names = ["one"]
    let log: PreferenceLog
    var body: some View {
      Group {
        Text("x").preference(key: NamesKey.self, value: names)
        Button("same") { names = names }.accessibilityIdentifier("same")
        Button("change") { names.append("more") }.accessibilityIdentifier("change")
      }.onPreferenceChange(NamesKey.self) { log.values.append($0) }
    }
  }

  @Test func onPreferenceChangeRunsOnceInitiallyThenOnlyOnChange() {
    let log = PreferenceLog()
    let host = ViewHost(Changing(log: log))
    #expect(log.values == [["one"]])
    host.perform("same")
    host.update {}
    #expect(log.values == [["one"]])
    host.perform("change")
    #expect(log.values == [["one"], ["one", "more"]])
  }
}

@MainActor
@Suite("Preference order of overlays and backgrounds (§7.1)")
struct LayerPreferenceOrderTests {
  @Test func overlaysComeAfterAndBackgroundsBeforeThePrimaryView() {
    let log = PreferenceLog()
    _ = ViewHost(
      Text("primary")
        .preference(key: NamesKey.self, value: ["primary"])
        .overlay { Text("o").preference(key: NamesKey.self, value: ["overlay"]) }
        .background { Text("b").preference(key: NamesKey.self, value: ["background"]) }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) })
    #expect(log.values == [["background", "primary", "overlay"]])
  }
}

/// The bounds of views that mark themselves.
private struct MarkedBounds: PreferenceKey {
  static let defaultValue: [Anchor<CGRect>] = []
  static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
    value.append(contentsOf: nextValue())
  }
}

/// A removable red square above a green one, both naming themselves, with a highlight drawn
/// over each marked view from its anchor.
private struct Removable: View {
  let log: PreferenceLog
  let remove: Flagged
  @State private var isShown = true

  var body: some View {
    remove.action = { isShown = false }
    return VStack {
      if isShown {
        Color.red.frame(width: 20, height: 20)
          .preference(key: NamesKey.self, value: ["red"])
          .anchorPreference(key: MarkedBounds.self, value: .bounds) { [$0] }
      }
      Color.green.frame(width: 20, height: 20).preference(key: NamesKey.self, value: ["green"])
    }
    .onPreferenceChange(NamesKey.self) { log.values.append($0) }
    .overlayPreferenceValue(MarkedBounds.self) { anchors in
      GeometryReader { proxy in
        ForEach(0..<anchors.count, id: \.self) { index in
          let rect = proxy[anchors[index]]
          Color.blue.frame(width: rect.width, height: rect.height)
            .offset(x: rect.minX, y: rect.minY)
            .accessibilityIdentifier("highlight")
        }
      }
    }
  }
}

@MainActor
final class Flagged {
  var action: () -> Void = {}
}

@MainActor
@Suite("Preferences of views removed with a transition")
struct RemovedPreferenceTests {
  /// Without an animation the removal is at once; with one, when its transition ends: then
  /// too readers see it in the same frame, with no other update.
  @Test(arguments: [nil, Animation.linear(duration: 1)])
  func readersSeeARemovedViewGoWhenItsRemovalEnds(animation: Animation?) throws {
    let log = PreferenceLog()
    let remove = Flagged()
    let host = ViewHost(Removable(log: log, remove: remove), size: CGSize(width: 200, height: 200))
    #expect(log.values == [["red", "green"]])
    let red = try #require(host.snapshots(of: "highlight").first).frame
    #expect(red.size == CGSize(width: 20, height: 20))
    host.update { withAnimation(animation) { remove.action() } }
    host.advance(by: 1.5)
    #expect(log.values.last == ["green"])
    #expect(host.snapshots(of: "highlight").isEmpty)
    #expect(!host.displayList.items.contains { $0.identifier == "highlight" })
  }
}

/// A single number, the last one written.
private struct NumberKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

@MainActor
private final class LayerBuilds {
  var count = 0
}

extension RemovedPreferenceTests {
  /// A value unequal to itself (NaN) cannot tell whether it changed: the layer built from it
  /// is not rebuilt on every pass.
  @Test func aLayerBuiltFromANaNValueSettles() {
    let builds = LayerBuilds()
    let host = ViewHost(
      Color.red.frame(width: 10, height: 10)
        .preference(key: NumberKey.self, value: .nan)
        .overlayPreferenceValue(NumberKey.self) { _ in
          let _ = builds.count += 1
          Color.blue.frame(width: 2, height: 2)
        }, size: CGSize(width: 100, height: 100))
    _ = host.displayList
    let built = builds.count
    #expect(built <= 2)
    host.update {}
    _ = host.displayList
    #expect(builds.count == built)
    #expect(host.diagnostics.isEmpty)
  }
}
