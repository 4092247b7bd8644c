import Choreo

/// Bars that rise one after another: each one's animation is delayed by its index.
struct StaggerDemo: View {
  @State private var isUp = false

  var body: some View {
    VStack(spacing: 12) {
      HStack(alignment: .bottom, spacing: 10) {
        ForEach(0..<8, id: \.self) { index in
          RoundedRectangle(cornerRadius: 4)
            .fill(Color(hue: Double(index) / 10, saturation: 0.7, brightness: 0.9))
            .frame(width: 24, height: isUp ? 40 + CGFloat(index) * 8 : 6)
            .opacity(isUp ? 1 : 0.3)
            .animation(.spring(duration: 0.5, bounce: 0.4).delay(Double(index) * 0.08), value: isUp)
        }
      }
      .frame(height: 110, alignment: .bottom)
      Text("Start")
        .font(.caption)
        .accessibilityIdentifier("start")
        .onTapGesture { isUp.toggle() }
    }
  }
}
