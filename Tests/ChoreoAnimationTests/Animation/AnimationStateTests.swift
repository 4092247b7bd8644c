import ChoreoAnimation
import Testing

private struct CountKey: AnimationStateKey {
  static var defaultValue: Int { 7 }
}

private struct LabelKey: AnimationStateKey {
  static var defaultValue: String { "" }
}

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "light"
}

@Suite("AnimationState and AnimationContext (§2.1)")
struct AnimationStateTests {
  @Test func unwrittenKeyReadsItsDefault() {
    let state = AnimationState<Double>()
    #expect(state[CountKey.self] == 7)
    #expect(state[LabelKey.self] == "")
  }

  @Test func writtenValuesAreReadBackPerKey() {
    var state = AnimationState<Double>()
    state[CountKey.self] = 3
    state[LabelKey.self] = "spring"
    #expect(state[CountKey.self] == 3)
    #expect(state[LabelKey.self] == "spring")
    state[CountKey.self] += 1  // in place, while the storage is not shared
    #expect(state[CountKey.self] == 4)
  }

  @Test func copiesAreIndependent() {
    var original = AnimationState<Double>()
    original[CountKey.self] = 3
    var copy = original
    copy[CountKey.self] = 9
    #expect(original[CountKey.self] == 3)
    #expect(copy[CountKey.self] == 9)
    original[CountKey.self] = 5
    #expect(copy[CountKey.self] == 9)
    #expect(original[CountKey.self] == 5)
  }

  @Test func withStateGivesTheInnerStateAndKeepsTheEnvironment() {
    var environment = EnvironmentValues()
    environment[ThemeKey.self] = "dark"
    var outerState = AnimationState<Double>()
    outerState[CountKey.self] = 1
    let outer = AnimationContext<Double>(
      state: outerState, isLogicallyComplete: true, environment: environment)

    var innerState = AnimationState<AnimatablePair<Double, Double>>()
    innerState[CountKey.self] = 42
    let inner = outer.withState(innerState)
    #expect(inner.state[CountKey.self] == 42)
    #expect(inner.environment[ThemeKey.self] == "dark")
    #expect(inner.isLogicallyComplete == false)  // the inner animation reports its own
    #expect(outer.state[CountKey.self] == 1)
  }

  @Test func contextWithoutAnEnvironmentGivesAnEmptyOne() {
    let context = AnimationContext<Double>()
    #expect(context.environment[ThemeKey.self] == "light")
    #expect(context.withState(AnimationState<Double>()).environment[ThemeKey.self] == "light")
  }
}
