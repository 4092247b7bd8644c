/// Choreo's runtime diagnostics: misuse SwiftUI would log (an invalid ForEach id, state written
/// during `body`, a feedback loop), each reported once, with the view's type and identity.
///
/// Reports are kept for inspection (`ViewHost.diagnostics`) and written to standard error, and
/// the engine keeps running.
@MainActor
public final class Diagnostics {
  /// One report.
  public struct Message: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var text: String
    /// The type of the view concerned, if any.
    public var viewType: String?
    /// The identity path of the view concerned, if any.
    public var path: String?

    /// The text, followed by the view's type and identity when known.
    public var description: String {
      guard let viewType, let path else { return text }
      return "\(text) [\(viewType) at \(path)]"
    }
  }

  /// Every report so far, oldest first.
  public private(set) var messages: [Message] = []
  private var seen = Set<Message>()
  /// Whether reports are also written to standard error.
  public var echoesToStandardError = true

  /// Creates an empty log.
  public init() {}

  /// Diagnostics about views used outside any host (such as `@State` read before installation).
  public static let unhosted = Diagnostics()

  /// Records `text` about `node` unless the same report was made before.
  package func report(_ text: String, at node: ViewNode?) {
    report(text, viewType: node?.typeName, path: node?.path)
  }

  /// Records `text` about the view of `viewType` at `path` unless reported before.
  package func report(_ text: String, viewType: String?, path: String?) {
    let message = Message(text: text, viewType: viewType, path: path)
    guard seen.insert(message).inserted else { return }
    messages.append(message)
    if echoesToStandardError {
      FileHandle.standardError.write(Data("choreo: \(message)\n".utf8))
    }
  }
}
