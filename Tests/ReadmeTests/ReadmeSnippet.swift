import Foundation
import Testing

/// A ```swift block of the README, with what it needs to compile.
///
/// The fence's info string may add words after `swift`: `name=N` lets a later block use this
/// one's declarations (`uses=N,M`); `not-compiled` marks code that is not ours (TCA, shown for
/// comparison); `ios` and `macos` mark Apple-only code, which `Scripts/apple-typecheck.sh`
/// type-checks against the SDK stand-ins instead. Every other block is type-checked as a
/// `main.swift` of its own.
struct ReadmeSnippet: Sendable, CustomTestStringConvertible {
  /// The line of the opening fence, 1-based.
  let line: Int
  let code: String
  let name: String?
  let uses: [String]
  let isCompiled: Bool

  var testDescription: String { "README.md:\(line)" + (name.map { " (\($0))" } ?? "") }

  /// The blocks of `markdown`, in order.
  static func all(in markdown: String) -> [ReadmeSnippet] {
    var snippets: [ReadmeSnippet] = []
    var open: (line: Int, words: [Substring], lines: [Substring])?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var block = open {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          snippets.append(ReadmeSnippet(line: block.line, words: block.words, code: block.lines.joined(separator: "\n")))
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if line.hasPrefix("```swift") {
        open = (index + 1, line.dropFirst(3).split(separator: " ").dropFirst().map { $0 }, [])
      }
    }
    return snippets
  }

  private init(line: Int, words: [Substring], code: String) {
    self.line = line
    self.code = code
    name = words.first { $0.hasPrefix("name=") }.map { String($0.dropFirst(5)) }
    uses = words.first { $0.hasPrefix("uses=") }.map { $0.dropFirst(5).split(separator: ",").map(String.init) } ?? []
    isCompiled = !words.contains("not-compiled") && !words.contains("ios") && !words.contains("macos")
  }
}
