import Foundation

/// `transform` of each of 0..<count, on every core when `isParallel`, results in index order.
///
/// Each result depends only on its index, so the output is the same whatever the number of
/// threads: exports stay byte-identical to a serial run.
package func parallelMap<T: Sendable>(
  _ count: Int, isParallel: Bool = true, _ transform: @Sendable (Int) -> T
) -> [T] {
  guard isParallel, count > 1 else { return (0..<max(0, count)).map(transform) }
  let results = ResultSlots<T>(count: count)
  DispatchQueue.concurrentPerform(iterations: count) { index in
    results.set(transform(index), at: index)
  }
  return results.values()
}

/// Slots that parallel tasks fill, each its own, read once all are done.
private final class ResultSlots<T>: @unchecked Sendable {
  // Each index is written by exactly one task, and read only after `concurrentPerform`
  // returns, so no two threads touch one slot at once.
  private var slots: UnsafeMutableBufferPointer<T?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ value: T, at index: Int) {
    slots[index] = value
  }

  func values() -> [T] {
    slots.map { slot in
      guard let slot else { preconditionFailure("a parallel task left no result") }
      return slot
    }
  }
}
