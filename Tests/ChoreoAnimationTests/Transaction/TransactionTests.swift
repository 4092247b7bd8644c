import ChoreoAnimation
import Testing

private struct TagKey: TransactionKey {
  static let defaultValue = "untagged"
}

private struct WeightKey: TransactionKey {
  static let defaultValue = 1.5
}

@Suite("Transaction (§4.1)")
struct TransactionTests {
  @Test func builtInValuesHaveSwiftUIsDefaults() {
    let transaction = Transaction()
    #expect(transaction.animation == nil)
    #expect(transaction.disablesAnimations == false)
    #expect(transaction.isContinuous == false)
    #expect(transaction.tracksVelocity == false)
  }

  @Test func animationInitializerSetsOnlyTheAnimation() {
    let transaction = Transaction(animation: .easeOut)
    #expect(transaction.animation == .easeOut)
    #expect(transaction.disablesAnimations == false)
    #expect(transaction.isContinuous == false)
    #expect(transaction.tracksVelocity == false)
  }

  @Test func builtInValuesAreWritable() {
    var transaction = Transaction()
    transaction.animation = .bouncy
    transaction.disablesAnimations = true
    transaction.isContinuous = true
    transaction.tracksVelocity = true
    #expect(transaction.animation == .bouncy)
    #expect(transaction.disablesAnimations)
    #expect(transaction.isContinuous)
    #expect(transaction.tracksVelocity)
    transaction.animation = nil
    #expect(transaction.animation == nil)
  }

  @Test func customKeyReadsItsDefaultThenWhatWasWritten() {
    var transaction = Transaction()
    #expect(transaction[TagKey.self] == "untagged")
    #expect(transaction[WeightKey.self] == 1.5)
    transaction[TagKey.self] = "drag"
    #expect(transaction[TagKey.self] == "drag")
    #expect(transaction[WeightKey.self] == 1.5)  // other keys keep their defaults
    transaction[TagKey.self] = "tap"
    #expect(transaction[TagKey.self] == "tap")
  }

  @Test func transactionsAreValues() {
    var original = Transaction()
    original[TagKey.self] = "a"
    var copy = original
    copy[TagKey.self] = "b"
    #expect(original[TagKey.self] == "a")
    #expect(copy[TagKey.self] == "b")
  }

  @Test func equalTransactionsMayConcatenate() {
    // §2.4: changes are applied together only when their transactions are equal.
    var first = Transaction(animation: .linear)
    first[TagKey.self] = "slider"
    var second = Transaction(animation: .linear)
    second[TagKey.self] = "slider"
    #expect(first.mayConcatenate(with: second))
    #expect(first.mayConcatenate(with: first))
    #expect(Transaction().mayConcatenate(with: Transaction()))
  }

  @Test func transactionsWithDifferentAnimationsMayNotConcatenate() {
    let linear = Transaction(animation: .linear)
    #expect(!linear.mayConcatenate(with: Transaction(animation: .easeIn)))
    #expect(!linear.mayConcatenate(with: Transaction()))
    var tagged = Transaction(animation: .linear)
    tagged[TagKey.self] = "other"
    #expect(!linear.mayConcatenate(with: tagged))
  }
}
