import Choreo

/// A label whose text grows when tapped, in a capsule that follows it.
struct TextDemo: View {
  @State private var isLong = false

  var body: some View {
    Text(isLong ? "Choreo animates text frames too" : "Tap me")
      .font(.system(size: isLong ? 18 : 24, weight: .semibold))
      .foregroundStyle(isLong ? Color.white : Color.black)
      .padding(.horizontal, 18)
      .padding(.vertical, 10)
      .background(Capsule().fill(isLong ? Color.indigo : Color.yellow))
      .accessibilityIdentifier("label")
      .onTapGesture {
        withAnimation(.easeInOut(duration: 0.6)) { isLong.toggle() }
      }
  }
}
