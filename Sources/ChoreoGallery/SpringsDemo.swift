import Choreo

/// A ball that springs between the two ends of a track each time it is tapped.
struct SpringsDemo: View {
  @State private var isRight = false

  var body: some View {
    ZStack(alignment: isRight ? .trailing : .leading) {
      Capsule().fill(Color.gray.opacity(0.2)).frame(height: 8)
      Circle()
        .fill(isRight ? Color.green : Color.purple)
        .frame(width: 44, height: 44)
        .shadow(radius: 4, y: 2)
        .accessibilityIdentifier("ball")
        .onTapGesture {
          withAnimation(.spring(duration: 0.8, bounce: 0.35)) { isRight.toggle() }
        }
    }
    .padding(.horizontal, 24)
  }
}
