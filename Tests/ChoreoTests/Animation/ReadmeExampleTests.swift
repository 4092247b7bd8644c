import Choreo
import Testing

/// The README's animation example, kept compiling and behaving as it says.
private struct Badge: View {
  @State private var isShown = false
  var body: some View {
    VStack {
      if isShown { Text("New").transition(.scale.combined(with: .opacity)) }
      Button("Toggle") { withAnimation(.spring) { isShown.toggle() } }
        .accessibilityIdentifier("toggle")
    }
  }
}

@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
  @Test func theBadgeScalesAndFadesIn() {
    let badge = ViewHost(Badge())
    #expect(badge.perform("toggle"))
    badge.advance(by: 0.1)
    let attributes = badge.animations.map(\.attribute)
    // The transition's scale and opacity, and the button's frame as the stack grows.
    #expect(attributes.filter { $0 == "effect" }.count == 2)
    #expect(attributes.contains("frame"))
    badge.advance(by: 3)
    #expect(badge.animations.isEmpty)
  }
}
