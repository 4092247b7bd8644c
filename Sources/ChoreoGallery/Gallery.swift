import Choreo
import ChoreoRender

/// Choreo's demo choreographies: what `choreo list` shows and `choreo export --all` exports.
public enum Gallery {
  /// Every demo, in the order `list` shows them.
  public static let all: [Choreography] = [
    Choreography(
      "transitions",
      summary: "A card scales in, then slides out to the trailing edge while still fading.",
      size: CGSize(width: 320, height: 200), duration: 2.4,
      script: [.tap("toggle", at: 0.2), .tap("toggle", at: 1.4)]
    ) {
      TransitionsDemo()
    },
    Choreography(
      "springs",
      summary: "A ball springs right, is sent back mid-flight, and keeps its momentum.",
      size: CGSize(width: 320, height: 120), duration: 2.2,
      script: [.tap("ball", at: 0.2), .tap("ball", at: 0.5)]
    ) {
      SpringsDemo()
    },
    Choreography(
      "text",
      summary: "A label grows into a longer one; its capsule animates its frame.",
      size: CGSize(width: 320, height: 140), duration: 1.6,
      script: [.tap("label", at: 0.3)]
    ) {
      TextDemo()
    },
    Choreography(
      "stagger",
      summary: "Eight bars rise one after another, 0.08 s apart.",
      size: CGSize(width: 320, height: 160), duration: 1.8,
      script: [.tap("start", at: 0.1)]
    ) {
      StaggerDemo()
    },
    Choreography(
      "drag",
      summary: "A card follows a drag, lifted while held, and springs home when let go.",
      size: CGSize(width: 320, height: 200), duration: 2.6,
      script: [
        .drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 250, y: 150), duration: 0.6, at: 0.2),
        .drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 70, y: 40), duration: 0.5, at: 1.5),
      ]
    ) {
      DragDemo()
    },
  ]
}
