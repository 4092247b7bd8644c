import Foundation

/// The cache lines of the heap objects each step of a recording reads, in step order, so that
/// playing can start loading those of a later step while it works on the current one (see
/// `prefetch(address:lines:)`): the steps, nodes and attributes of thousands of views lie
/// apart in memory, and the play would otherwise stall on each in turn.
///
/// Raw addresses, not references: taking a reference out of a step to hint it would retain it,
/// which waits for the very load the hint is meant to start. The recording holds every object
/// strongly; one freed since (a node's attributes replaced) is only a wasted hint.
@MainActor
struct PrefetchTable {
  /// How many steps ahead playing prefetches: a step takes some 300 ns, a load from memory
  /// about 100.
  static let lookahead = 4

  /// The cache lines to prefetch, step after step: those a play reads of the step, and of the
  /// node and its attributes where it reaches them, and of the attribute the step presents
  /// (the effect's, or the frame its item follows).
  private var lines: [UnsafeRawPointer] = []
  /// Where each step's lines begin in `lines`, and, last, where they end.
  private var starts: [Int] = [0]

  init() {}

  init(
    steps: [DisplayListRecording.Step], effectSteps: [DisplayListRecording.EffectStep],
    itemSteps: [DisplayListRecording.ItemStep]
  ) {
    starts.reserveCapacity(steps.count + 1)
    lines.reserveCapacity(steps.count * 7)
    for step in steps {
      switch step {
      case .effect(let index):
        let step = effectSteps[index]
        add(step, lines: 2)
        add(step.node, lines: 2)
        add(step.node.attributes, lines: 1)
        add(step.node.attributes?[.effect], lines: 2)
      case .direct(let effect, _):
        // Its attribute alone: loading lines no one reads would only hold up those that are.
        add(address: effect.address, lines: 2)
      case .item(let index):
        let step = itemSteps[index]
        // Its first 128 bytes (its per-frame fields), wherever in a line the object starts.
        let start = UnsafeRawPointer(Unmanaged.passUnretained(step).toOpaque())
        for offset in [0, 64, 127] { add(address: start + offset, lines: 1) }
        // The node and its attributes are read only when the content is drawn again.
        if !step.contentIsFixed {
          add(step.node, lines: 2)
          add(step.node.attributes, lines: 1)
        }
        if case .leaf(_, let attribute) = step.leaf { add(attribute, lines: 2) }
      case .compositingGroup, .maskLayer:
        break
      }
      starts.append(lines.count)
    }
  }

  /// The number of steps the table was made for.
  var stepCount: Int { starts.count - 1 }

  private mutating func add(_ object: AnyObject?, lines count: Int) {
    guard let object else { return }
    add(address: UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()), lines: count)
  }

  private mutating func add(address start: UnsafeRawPointer, lines count: Int) {
    for line in 0..<count { lines.append(start + 64 * line) }
  }

  /// Starts loading the lines step `step` reads; nothing past the last step.
  @inline(__always)
  func prefetch(step: Int) {
    guard step < stepCount else { return }
    for index in starts[step]..<starts[step + 1] {
      Choreo.prefetch(address: lines[index], lines: 1)
    }
  }
}
