import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct EntryMacroTests {
  // MARK: - Expansions

  @Test func valueWithInitializerBecomesComputedOverAPrivateKey() {
    assertExpansion(
      """
      extension Transaction {
        @Entry var source: String = "unknown"
      }
      """,
      expandedSource: """
        extension Transaction {
          var source: String {
            get {
              self[__Key_source.self]
            }
            set {
              self[__Key_source.self] = newValue
            }
          }

          private struct __Key_source: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
            typealias Value = String
            static var defaultValue: Value {
              "unknown"
            }
          }
        }
        """
    )
  }

  @Test func optionalWithoutInitializerDefaultsToNil() {
    assertExpansion(
      """
      extension EnvironmentValues {
        @Entry var accent: Color?
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var accent: Color? {
            get {
              self[__Key_accent.self]
            }
            set {
              self[__Key_accent.self] = newValue
            }
          }

          private struct __Key_accent: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
            typealias Value = Color?
            static var defaultValue: Value {
              nil
            }
          }
        }
        """
    )
  }

  @Test(arguments: ["Int?", "Int!", "Optional<Int>", "Swift.Optional<Int>", "(Int?)"])
  func everySpellingOfOptionalDefaultsToNil(type: String) {
    assertExpansion(
      "@Entry var level: \(type)",
      expandedSource: """
        var level: \(type) {
          get {
            self[__Key_level.self]
          }
          set {
            self[__Key_level.self] = newValue
          }
        }

        private struct __Key_level: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
          typealias Value = \(type)
          static var defaultValue: Value {
            nil
          }
        }
        """
    )
  }

  @Test func dictionaryTypeAndItsLiteralAreKeptVerbatim() {
    assertExpansion(
      """
      extension EnvironmentValues {
        @Entry var delays: [Namespace.ID: Double] = [:]
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var delays: [Namespace.ID: Double] {
            get {
              self[__Key_delays.self]
            }
            set {
              self[__Key_delays.self] = newValue
            }
          }

          private struct __Key_delays: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
            typealias Value = [Namespace.ID: Double]
            static var defaultValue: Value {
              [:]
            }
          }
        }
        """
    )
  }

  @Test func genericTypeWithCallInitializerIsEvaluatedInTheKey() {
    assertExpansion(
      "@Entry var pending: Set<Namespace.ID> = Set(minimumCapacity: 4)",
      expandedSource: """
        var pending: Set<Namespace.ID> {
          get {
            self[__Key_pending.self]
          }
          set {
            self[__Key_pending.self] = newValue
          }
        }

        private struct __Key_pending: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
          typealias Value = Set<Namespace.ID>
          static var defaultValue: Value {
            Set(minimumCapacity: 4)
          }
        }
        """
    )
  }

  @Test func backtickedNameGivesAKeyNameWithoutBackticks() {
    assertExpansion(
      "@Entry var `default`: Bool = false",
      expandedSource: """
        var `default`: Bool {
          get {
            self[__Key_default.self]
          }
          set {
            self[__Key_default.self] = newValue
          }
        }

        private struct __Key_default: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
          typealias Value = Bool
          static var defaultValue: Value {
            false
          }
        }
        """
    )
  }

  @Test func accessModifierStaysOnThePropertyAndTheKeyStaysPrivate() {
    assertExpansion(
      "@Entry public var weight: Double = 1",
      expandedSource: """
        public var weight: Double {
          get {
            self[__Key_weight.self]
          }
          set {
            self[__Key_weight.self] = newValue
          }
        }

        private struct __Key_weight: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
          typealias Value = Double
          static var defaultValue: Value {
            1
          }
        }
        """
    )
  }

  // swift-syntax's expander drops a property's initializer once accessors replace it; the
  // compiler keeps it to infer the type, so `var showsGrid` compiles as a `Bool` (the sandbox
  // build of this macro checked that, and that each read makes the default afresh).
  @Test func inferredTypeGetsAComputedDefaultThroughTheHelperMacro() {
    assertExpansion(
      """
      extension EnvironmentValues {
        @Entry var showsGrid = true
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var showsGrid {
            get {
              self[__Key_showsGrid.self]
            }
            set {
              self[__Key_showsGrid.self] = newValue
            }
          }

          private struct __Key_showsGrid: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
            static var defaultValue {
              get {
                true
              }
            }
          }
        }
        """
    )
  }

  @Test func defaultValueHelperOnItsOwnMakesAGetter() {
    assertExpansion(
      "@__EntryDefaultValue static var defaultValue = Set<Int>()",
      expandedSource: """
        static var defaultValue {
          get {
            Set<Int>()
          }
        }
        """
    )
  }

  // MARK: - Diagnostics

  @Test func neitherTypeNorInitializerIsAnError() {
    assertExpansion(
      "@Entry var count",
      expandedSource: "var count",
      diagnostics: [
        DiagnosticSpec(
          message: "'@Entry' requires a default value, as in '@Entry var name = 0', or an "
            + "optional type, as in '@Entry var name: Int?'",
          line: 1,
          column: 12
        )
      ]
    )
  }

  @Test func letIsAnErrorWithAFixItToVar() {
    assertExpansion(
      "@Entry let count: Int = 0",
      expandedSource: "let count: Int = 0",
      diagnostics: [
        DiagnosticSpec(
          message: "'@Entry' requires 'var': an entry can be written as well as read",
          line: 1,
          column: 8,
          fixIts: [FixItSpec(message: "Replace with 'var'")]
        )
      ],
      fixedSource: "@Entry var count: Int = 0"
    )
  }

  @Test func nonVariableDeclarationIsAnError() {
    assertExpansion(
      "@Entry func count() -> Int { 0 }",
      expandedSource: "func count() -> Int { 0 }",
      diagnostics: [
        DiagnosticSpec(
          message: "'@Entry' can only be attached to a property declared with 'var'",
          line: 1,
          column: 1
        )
      ]
    )
  }

  @Test func nonOptionalWithoutInitializerIsAnError() {
    assertExpansion(
      "@Entry var count: Int",
      expandedSource: "var count: Int",
      diagnostics: [
        DiagnosticSpec(
          message: "'@Entry' requires a default value for a non-optional type; add an initializer, "
            + "as in '@Entry var name: Int = 0', or make the type optional",
          line: 1,
          column: 12
        )
      ]
    )
  }

  @Test func staticPropertyIsAnError() {
    assertExpansion(
      "@Entry static var count: Int = 0",
      expandedSource: "static var count: Int = 0",
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Entry' cannot be attached to a static property; an entry belongs to each value",
          line: 1,
          column: 8
        )
      ]
    )
  }

  @Test func tuplePatternIsAnError() {
    assertExpansion(
      "@Entry var (width, height): (Double, Double) = (0, 0)",
      expandedSource: "var (width, height): (Double, Double) = (0, 0)",
      diagnostics: [
        DiagnosticSpec(
          message: "'@Entry' can only be attached to a single property with a plain name",
          line: 1,
          column: 12
        )
      ]
    )
  }

  @Test func ownAccessorsAreAnError() {
    assertExpansion(
      "@Entry var count: Int { 0 }",
      expandedSource: "var count: Int { 0 }",
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Entry' property cannot declare accessors; '@Entry' provides its getter and setter",
          line: 1,
          column: 23
        )
      ]
    )
  }

  @Test func defaultValueHelperWithoutInitializerIsAnError() {
    assertExpansion(
      "@__EntryDefaultValue static var defaultValue: Int",
      expandedSource: "static var defaultValue: Int",
      diagnostics: [
        DiagnosticSpec(
          message: "'@__EntryDefaultValue' belongs to the expansion of '@Entry'; it requires a "
            + "single property with an initializer",
          line: 1,
          column: 1
        )
      ]
    )
  }

  // MARK: - The assertion itself

  @Test func wrongExpectationIsRecordedAsAnIssue() {
    withKnownIssue {
      assertExpansion(
        "@Entry var count: Int = 0",
        expandedSource: "var count: Int = 0"
      )
    }
  }
}
