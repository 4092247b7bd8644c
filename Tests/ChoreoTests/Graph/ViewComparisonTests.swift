import Testing

@testable import Choreo

@MainActor
@Suite("Comparing view values")
struct ViewComparisonTests {
  final class Model {}

  struct Plain: View {
    var number: Int
    var body: some View { EmptyView() }
  }

  struct Mixed: View {
    var title: String
    var model: Model
    @State var count = 0
    var body: some View { EmptyView() }
  }

  struct WithClosure: View {
    var action: () -> Void
    var body: some View { EmptyView() }
  }

  struct WithExistential: View {
    var content: AnyView
    var body: some View { EmptyView() }
  }

  @Test func plainDataComparesByValue() {
    #expect(ViewComparison.isSame(Plain(number: 1), Plain(number: 1)))
    #expect(!ViewComparison.isSame(Plain(number: 1), Plain(number: 2)))
  }

  @Test func stringsByEqualityObjectsByIdentityAndStateNotAtAll() {
    let model = Model()
    #expect(ViewComparison.isSame(Mixed(title: "a", model: model), Mixed(title: "a", model: model)))
    #expect(
      !ViewComparison.isSame(Mixed(title: "a", model: model), Mixed(title: "b", model: model)))
    #expect(
      !ViewComparison.isSame(Mixed(title: "a", model: model), Mixed(title: "a", model: Model())))
    #expect(
      ViewComparison.isSame(
        Mixed(title: "a", model: model, count: 1), Mixed(title: "a", model: model)))
  }

  @Test func closuresAlwaysCountAsChanged() {
    let action = {}
    #expect(!ViewComparison.isSame(WithClosure(action: action), WithClosure(action: action)))
  }

  @Test func existentialsCompareTheirContents() {
    #expect(
      ViewComparison.isSame(
        WithExistential(content: AnyView(Text("x"))), WithExistential(content: AnyView(Text("x")))))
    #expect(
      !ViewComparison.isSame(
        WithExistential(content: AnyView(Text("x"))), WithExistential(content: AnyView(Text("y")))))
  }

  @Test func differentTypesDiffer() {
    #expect(!ViewComparison.isSame(Text("x"), Plain(number: 0)))
  }
}
