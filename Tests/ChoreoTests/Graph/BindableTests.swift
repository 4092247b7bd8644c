import Choreo
import Testing

@MainActor
@Suite("@Bindable")
struct BindableTests {
  @Observable final class Settings {
    var isSoundOn = false
    var volume = 3
  }

  /// A toggle bound to the object through `@Bindable`, and a label that reads it.
  struct Editor: View {
    @Bindable var settings: Settings
    var body: some View {
      VStack {
        Toggle("Sound", isOn: $settings.isSoundOn).accessibilityIdentifier("sound")
        Text(settings.isSoundOn ? "on" : "off")
      }
    }
  }

  /// The same, with a `@Bindable` local made in the body.
  struct LocalEditor: View {
    let settings: Settings
    var body: some View {
      @Bindable var settings = settings
      return Toggle("Sound", isOn: $settings.isSoundOn).accessibilityIdentifier("sound")
    }
  }

  @Test func aToggleWritesThroughToTheObjectAndTheViewFollows() {
    let settings = Settings()
    let host = ViewHost(Editor(settings: settings))
    #expect(host.displayList.description.contains("\"off\""))
    #expect(host.perform("sound"))
    #expect(settings.isSoundOn)
    #expect(host.displayList.description.contains("\"on\""))
  }

  @Test func aLocalBindableWritesThrough() {
    let settings = Settings()
    let host = ViewHost(LocalEditor(settings: settings))
    #expect(host.perform("sound"))
    #expect(settings.isSoundOn)
    #expect(host.perform("sound"))
    #expect(!settings.isSoundOn)
  }

  @Test func aBindableMadeInCodeGivesBindingsToTheObject() {
    let settings = Settings()
    let bindable = Bindable(settings)
    let binding = bindable.volume
    #expect(binding.wrappedValue == 3)
    binding.wrappedValue = 7
    #expect(settings.volume == 7)
  }
}
