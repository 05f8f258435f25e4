import Foundation
import Testing

/// A ```` ```swift ```` block of a documentation file, with what it needs to compile.
///
/// An HTML comment on the line before the fence may say more, in words:
/// `<!-- snippet: name=N -->` lets a later block use this one's declarations (`uses=N,M`);
/// `not-compiled` marks code that is not ours (TCA, shown for comparison); `ios` and `macos` mark
/// Apple-only code, which `Scripts/apple-typecheck.sh` type-checks against the SDK stand-ins
/// instead. Every other block is type-checked as a `main.swift` of its own. The words live in a
/// comment because DocC reads `key=value` words on a fence as code block options and refuses
/// unknown ones.
struct DocumentationSnippet: Sendable, CustomTestStringConvertible {
  /// The file, relative to the package root.
  let file: String
  /// The line of the opening fence, 1-based.
  let line: Int
  let code: String
  let name: String?
  let uses: [String]
  let isCompiled: Bool

  var testDescription: String { "\(file):\(line)" + (name.map { " (\($0))" } ?? "") }

  /// A fence that opens a Swift block with words after `swift`, which DocC would refuse.
  struct AnnotatedFence: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    var description: String { "\(file):\(line)" }
  }

  /// The blocks of `markdown`, in order, and the fences that carry words after `swift`.
  static func all(in markdown: String, file: String) -> (snippets: [DocumentationSnippet], annotatedFences: [AnnotatedFence]) {
    var snippets: [DocumentationSnippet] = []
    var annotatedFences: [AnnotatedFence] = []
    var open: (line: Int, words: [Substring], lines: [Substring])?
    var words: [Substring] = []
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var block = open {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          snippets.append(DocumentationSnippet(file: file, line: block.line, words: block.words, code: block.lines.joined(separator: "\n")))
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if line.hasPrefix("```swift") {
        if line != "```swift" { annotatedFences.append(AnnotatedFence(file: file, line: index + 1)) }
        open = (index + 1, words, [])
      } else if line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") {
        words = line.dropFirst("<!-- snippet:".count).dropLast("-->".count).split(separator: " ")
        continue
      }
      words = []
    }
    return (snippets, annotatedFences)
  }

  private init(file: String, line: Int, words: [Substring], code: String) {
    self.file = file
    self.line = line
    self.code = code
    name = words.first { $0.hasPrefix("name=") }.map { String($0.dropFirst(5)) }
    uses = words.first { $0.hasPrefix("uses=") }.map { $0.dropFirst(5).split(separator: ",").map(String.init) } ?? []
    isCompiled = !words.contains("not-compiled") && !words.contains("ios") && !words.contains("macos")
  }
}
