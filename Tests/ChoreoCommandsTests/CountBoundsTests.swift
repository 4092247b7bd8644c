import ArgumentParser
import Testing

@testable import ChoreoCommands

@Suite("Count options' bounds")
struct CountBoundsTests {
  @Test func countsInsideTheirRangesPass() throws {
    try CountBounds.check([
      ("--views", 1, CountBounds.items), ("--views", 1_000_000, CountBounds.items),
      ("--frames", 100_000, CountBounds.repetitions),
    ])
  }

  @Test(arguments: [
    ("--views", 0, CountBounds.items), ("--views", -3, CountBounds.items),
    ("--views", 1_000_001, CountBounds.items), ("--frames", Int.max, CountBounds.repetitions),
  ])
  func aCountOutsideItsRangeIsRefusedByName(name: String, value: Int, range: ClosedRange<Int>) {
    let error = #expect(throws: ValidationError.self) {
      try CountBounds.check([("--runs", 5, CountBounds.repetitions), (name, value, range)])
    }
    #expect(
      error?.message
        == "\(name) must be from 1 to \(range.upperBound); it is \(value).")
  }
}
