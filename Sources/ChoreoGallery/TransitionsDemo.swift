import Choreo

/// A button that shows and hides a card with an asymmetric transition.
struct TransitionsDemo: View {
  @State private var isShown = false

  var body: some View {
    VStack(spacing: 16) {
      Text(isShown ? "Hide" : "Show")
        .font(.headline)
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .background(Capsule().fill(Color.blue))
        .accessibilityIdentifier("toggle")
        .onTapGesture {
          withAnimation(.spring(duration: 0.6, bounce: 0.3)) { isShown.toggle() }
        }
      ZStack {
        if isShown {
          RoundedRectangle(cornerRadius: 16)
            .fill(
              LinearGradient(
                colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .frame(width: 160, height: 90)
            .overlay { Text("Hello").font(.title).foregroundStyle(.white) }
            .transition(
              .asymmetric(
                insertion: .scale(scale: 0.3).combined(with: .opacity),
                removal: .move(edge: .trailing).combined(with: .opacity)))
        }
      }
      .frame(width: 300, height: 100)
    }
  }
}
