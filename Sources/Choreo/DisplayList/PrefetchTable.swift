import Foundation

/// The addresses of the heap objects each step of a recording reads, in step order, so that
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
  /// The objects recorded per step: the step, its node, the node's attributes and the
  /// attribute the step presents (the effect's, or the frame its item follows).
  static let width = 4
  /// How many cache lines of each of those objects are prefetched: the fields a play reads
  /// of each.
  private static let lines = [2, 2, 1, 2]

  private var addresses: [UnsafeRawPointer?] = []
  /// The number of steps the table was made for.
  private(set) var stepCount = 0

  init() {}

  init(
    steps: [DisplayListRecording.Step], effectSteps: [DisplayListRecording.EffectStep],
    itemSteps: [DisplayListRecording.ItemStep]
  ) {
    stepCount = steps.count
    addresses.reserveCapacity(steps.count * Self.width)
    func address(_ object: AnyObject?) -> UnsafeRawPointer? {
      object.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    }
    for step in steps {
      switch step {
      case .effect(let index):
        let step = effectSteps[index]
        addresses += [
          address(step), address(step.node), address(step.node.attributes),
          address(step.node.attributes?[.effect]),
        ]
      case .item(let index):
        let step = itemSteps[index]
        var frame: AnyObject?
        if case .leaf(_, let attribute) = step.leaf { frame = attribute }
        addresses += [
          address(step), address(step.node), address(step.node.attributes), address(frame),
        ]
      case .compositingGroup, .maskLayer:
        addresses += [nil, nil, nil, nil]
      }
    }
  }

  /// Starts loading the objects step `step` reads; nothing past the last step.
  @inline(__always)
  func prefetch(step: Int) {
    guard step < stepCount else { return }
    for slot in 0..<Self.width {
      if let address = addresses[step * Self.width + slot] {
        Choreo.prefetch(address: address, lines: Self.lines[slot])
      }
    }
  }
}
