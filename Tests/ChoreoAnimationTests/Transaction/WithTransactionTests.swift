import ChoreoAnimation
import Foundation
import Synchronization
import Testing

/// A custom transaction value, reachable by key path as SwiftUI's `@Entry` values are.
private struct SourceKey: TransactionKey {
  static let defaultValue = "unknown"
}

private struct DepthKey: TransactionKey {
  static let defaultValue = 0
}

extension Transaction {
  fileprivate var source: String {
    get { self[SourceKey.self] }
    set { self[SourceKey.self] = newValue }
  }
}

private struct Boom: Error {}

/// Strings recorded from several threads or callbacks.
private final class Log: Sendable {
  private let entries = Mutex<[String]>([])

  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
  var recorded: [String] { entries.withLock { $0 } }
}

@Suite("withTransaction and withAnimation (§4.1, §4.3)")
struct WithTransactionTests {
  @Test func nestedCallsMergeKeysInnerWinningOuterKept() {
    // §4.1: since iOS 17 withTransaction merges onto the current transaction.
    var outer = Transaction(animation: .linear)
    outer[SourceKey.self] = "outer"
    outer[DepthKey.self] = 1
    var inner = Transaction(animation: .easeIn)
    inner[DepthKey.self] = 2
    withTransaction(outer) {
      withTransaction(inner) {
        let current = Transaction.current
        #expect(current?.animation == .easeIn)  // inner key wins
        #expect(current?[DepthKey.self] == 2)  // inner key wins
        #expect(current?[SourceKey.self] == "outer")  // outer key kept
      }
      #expect(Transaction.current?.animation == .linear)
      #expect(Transaction.current?[DepthKey.self] == 1)
    }
  }

  @Test func withAnimationInsideWithTransactionKeepsTheOtherKeys() {
    withTransaction(\.isContinuous, true) {
      withAnimation(.bouncy) {
        #expect(Transaction.current?.isContinuous == true)
        #expect(Transaction.current?.animation == .bouncy)
      }
    }
  }

  @Test func withAnimationDefaultsToTheDefaultAnimation() {
    withAnimation {
      #expect(Transaction.current?.animation == .default)
    }
  }

  @Test func keyPathFormSetsOneKeyAndKeepsTheRest() {
    withAnimation(.snappy) {
      withTransaction(\.disablesAnimations, true) {
        #expect(Transaction.current?.disablesAnimations == true)
        #expect(Transaction.current?.animation == .snappy)
      }
      withTransaction(\.source, "drag") {
        #expect(Transaction.current?.source == "drag")
        #expect(Transaction.current?.disablesAnimations == false)
      }
    }
  }

  @Test func keyPathFormReturnsTheBodysResult() {
    let result = withTransaction(\.animation, .linear) { 6 * 7 }
    #expect(result == 42)
  }

  @Test func currentIsNilOutsideAndRestoredAfterEachCall() {
    #expect(Transaction.current == nil)
    withAnimation(.linear) {
      withAnimation(.easeOut) {
        #expect(Transaction.current?.animation == .easeOut)
      }
      #expect(Transaction.current?.animation == .linear)
    }
    #expect(Transaction.current == nil)
  }

  @Test func currentIsRestoredWhenTheBodyThrows() {
    #expect(throws: Boom.self) {
      try withAnimation(.linear) { () throws -> Void in throw Boom() }
    }
    #expect(Transaction.current == nil)
    withAnimation(.linear) {
      #expect(throws: Boom.self) {
        try withTransaction(\.isContinuous, true) { () throws -> Void in throw Boom() }
      }
      #expect(Transaction.current?.animation == .linear)
      #expect(Transaction.current?.isContinuous == false)
    }
    #expect(Transaction.current == nil)
  }

  @Test func anotherThreadDoesNotSeeThisThreadsTransaction() {
    let log = Log()
    withAnimation(.linear) {
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        log.append(Transaction.current == nil ? "other: none" : "other: leaked")
        withAnimation(.easeIn) {
          log.append(Transaction.current?.animation == .easeIn ? "other: own" : "other: wrong")
        }
        done.signal()
      }
      thread.start()
      done.wait()
      // The other thread's withAnimation did not touch this thread's transaction either.
      #expect(Transaction.current?.animation == .linear)
    }
    #expect(log.recorded == ["other: none", "other: own"])
  }

  @Test func completionsAccumulateAcrossNesting() {
    let log = Log()
    var listeners: [AnimationListener] = []
    withAnimation(.linear, completionCriteria: .removed) {
      withAnimation(.easeIn) {
        listeners = Transaction.current?.animationListeners ?? []
      } completion: {
        log.append("inner")
      }
    } completion: {
      log.append("outer")
    }
    #expect(listeners.count == 2)
    #expect(listeners.map(\.criteria) == [.removed, .logicallyComplete])
    // Nothing was animated; the host's call after applying the update runs both (§4.3).
    #expect(log.recorded.isEmpty)
    for listener in listeners { listener.transactionApplied() }
    #expect(log.recorded == ["outer", "inner"])
  }

  @Test func nestedCompletionsWaitForTheAnimationsStartedInside() {
    // Both completions ride on the change made in the inner body and fire when it finishes.
    let log = Log()
    var value = AnimatedValue(0.0)
    withAnimation(.linear(duration: 1)) {
      withAnimation(.linear(duration: 1)) {
        value.setModel(1, transaction: Transaction.current ?? Transaction(), at: 0)
      } completion: {
        log.append("inner")
      }
    } completion: {
      log.append("outer")
    }
    _ = value.presentation(at: 0.5)
    #expect(log.recorded.isEmpty)
    _ = value.presentation(at: 1.1)
    #expect(log.recorded.sorted() == ["inner", "outer"])
  }
}
