import Choreo

/// A card that follows a drag, lifted while held, and springs home when let go.
struct DragDemo: View {
  @State private var offset = CGSize.zero
  @State private var isHeld = false

  var body: some View {
    RoundedRectangle(cornerRadius: 14)
      .fill(isHeld ? Color.orange : Color.blue)
      .frame(width: 90, height: 60)
      .shadow(radius: isHeld ? 10 : 3, y: isHeld ? 6 : 2)
      .scaleEffect(isHeld ? 1.08 : 1)
      .offset(offset)
      .gesture(
        DragGesture(minimumDistance: 4)
          .onChanged { value in
            offset = value.translation
            if !isHeld { withAnimation(.easeOut(duration: 0.15)) { isHeld = true } }
          }
          .onEnded { _ in
            withAnimation(.spring(duration: 0.6, bounce: 0.4)) {
              offset = .zero
              isHeld = false
            }
          }
      )
      .accessibilityIdentifier("card")
  }
}
