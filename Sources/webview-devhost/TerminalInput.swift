import Foundation

/// Standard input as lines, read on a thread of its own so the main actor (which talks to the
/// browser) never blocks on the keyboard.
enum TerminalInput {
  /// Every line typed or piped in; ends at end of input.
  static func lines() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let thread = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    thread.name = "webview-devhost.stdin"
    thread.start()
    return stream
  }

  /// Whether standard input is a terminal a person types into.
  static var isInteractive: Bool { isatty(0) == 1 }
}
