// Mirrors: SwiftUI.Label
// Status: Partial (the default title-and-icon style only)

/// A title with an icon, side by side.
///
/// ```swift
/// Label("Favourites", systemImage: "heart.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon, then the title, in a row.
  public var body: some View {
    HStack(spacing: 8) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and a built-in symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a string title and a built-in symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and a registered image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a string title and a registered image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
