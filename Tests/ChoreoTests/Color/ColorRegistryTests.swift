import Choreo
import Foundation
import Testing

@MainActor
@Suite("Named colours")
struct ColorRegistryTests {
  private func environment(_ registry: ColorRegistry, _ scheme: ColorScheme = .light)
    -> EnvironmentValues
  {
    var environment = EnvironmentValues()
    environment.colorRegistry = registry
    environment.colorScheme = scheme
    return environment
  }

  @Test func registeredNamesResolvePerScheme() {
    let registry = ColorRegistry()
    registry.register("brand", light: .red, dark: Color(red: 0, green: 0, blue: 1))
    #expect(
      Color("brand").resolve(in: environment(registry))
        == Color.red.resolve(in: environment(registry)))
    #expect(
      Color("brand").resolve(in: environment(registry, .dark))
        == Color.Resolved(red: 0, green: 0, blue: 1))
    // A system colour registered for light mode only keeps its scheme-specific values.
    registry.register("accent", light: .red)
    #expect(
      Color("accent").resolve(in: environment(registry, .dark))
        == Color.red.resolve(in: environment(registry, .dark)))
    #expect(registry.names == ["accent", "brand"])
  }

  @Test func namesCanAliasEarlierNamesAndBeReplacedOrRemoved() {
    let registry = ColorRegistry()
    registry.register("base", light: Color.Resolved(red: 0.1, green: 0.2, blue: 0.3))
    registry.register("alias", light: Color("base").opacity(0.5))
    #expect(Color("alias").resolve(in: environment(registry)).opacity == 0.5)
    registry.register("base", light: .white)
    #expect(
      Color("base").resolve(in: environment(registry)) == Color.Resolved(red: 1, green: 1, blue: 1))
    registry.unregister("base")
    #expect(
      Color("base").resolve(in: environment(registry)) == Color.Resolved(red: 1, green: 0, blue: 1))
  }

  @Test func anUnknownNameDrawsMagenta() {
    let resolved = Color("nowhere").resolve(in: environment(ColorRegistry()))
    #expect([resolved.red, resolved.green, resolved.blue, resolved.opacity] == [1, 0, 1, 1])
  }

  @Test func theSharedRegistryIsTheDefault() {
    #expect(EnvironmentValues().colorRegistry === ColorRegistry.shared)
    ColorRegistry.shared.register("ColorRegistryTests.shared", light: .green)
    #expect(
      Color("ColorRegistryTests.shared").resolve(in: EnvironmentValues())
        == Color.green.resolve(in: EnvironmentValues()))
    ColorRegistry.shared.unregister("ColorRegistryTests.shared")
  }

  /// Seed 003 fills a selection background with `Color("color/selectionBackground")` through
  /// `foregroundColor`; without a registration it shows magenta and one report.
  @Test func aMissingNameIsReportedOncePerHost() {
    struct Scene: View {
      var body: some View {
        Color("color/missing")
        RoundedRectangle(cornerRadius: 13)
          .foregroundColor(Color("color/missing"))
        Rectangle().fill(
          LinearGradient(
            colors: [.red, Color("color/missing")], startPoint: .top, endPoint: .bottom))
        Color("color/other")
      }
    }
    let host = ViewHost(Scene(), environment: environment(ColorRegistry()))
    let reports = host.diagnostics.filter { $0.text.contains("No color named") }
    #expect(reports.map(\.text).count == 2)
    #expect(reports.first?.text.contains("\"color/missing\"") == true)
    #expect(reports.last?.text.contains("\"color/other\"") == true)
  }

  @Test func aRegisteredNameInTheHostsEnvironmentIsNotReported() {
    let registry = ColorRegistry()
    registry.register("color/selectionBackground", light: .blue)
    let host = ViewHost(
      Rectangle().foregroundColor(Color("color/selectionBackground")),
      environment: environment(registry))
    #expect(host.diagnostics.isEmpty)
  }
}
