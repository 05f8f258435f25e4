import Foundation
import Testing

extension ReplayCommandTests {
  /// Every timeline excerpt in the documentation is what the command prints: a ```` ```sh ````
  /// block holding one `swift run webview-replay …` line, followed at once by a plain block with
  /// its output (whole, or from the first entry when the excerpt leaves the header out).
  @Suite
  struct DocumentationExcerptTests {
    struct Excerpt: Sendable, CustomTestStringConvertible {
      let file: String
      let arguments: [String]
      let output: String
      var testDescription: String { "\(file): webview-replay \(arguments.joined(separator: " "))" }
    }

    /// The documentation files: every `.md` at the package root, in `Benchmarks/` and in `Sources/`.
    static let excerpts: [Excerpt] = {
      let root = ReplayProcess.packageRoot
      let manager = FileManager.default
      var files = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".md") }
      for folder in ["Benchmarks", "Sources"] {
        let found = manager.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
        files += found.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
      }
      let prefix = "```sh\nswift run webview-replay "
      return files.sorted().flatMap { file -> [Excerpt] in
        let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return text.components(separatedBy: prefix).dropFirst().compactMap { rest -> Excerpt? in
          guard let commandEnd = rest.range(of: "\n```\n```\n") else { return nil }
          let output = rest[commandEnd.upperBound...]
          guard let outputEnd = output.range(of: "```") else { return nil }
          return Excerpt(
            file: file, arguments: rest[..<commandEnd.lowerBound].split(separator: " ").map(String.init),
            output: String(output[..<outputEnd.lowerBound]))
        }
      }
    }()

    @Test func theDocumentationHasExcerpts() {
      #expect(Self.excerpts.count >= 3)
      #expect(Self.excerpts.contains { $0.file == "README.md" })
    }

    @Test(arguments: excerpts)
    func anExcerptIsWhatTheCommandPrints(_ excerpt: Excerpt) async throws {
      // Paths in the documentation are relative to the package root.
      let arguments = excerpt.arguments.map {
        $0.hasPrefix("Examples/") ? ReplayProcess.packageRoot.appendingPathComponent($0).path : $0
      }
      let output = try await ReplayProcess.run(arguments).standardOutput
      let header = "WebViewFeature log recorded"
      let expected =
        excerpt.output.hasPrefix(header)
        ? output : output.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
      #expect(expected == excerpt.output, "\(excerpt.file): the excerpt differs from what the command prints")
    }
  }
}
