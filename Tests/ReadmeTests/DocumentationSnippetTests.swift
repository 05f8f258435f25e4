import Foundation
import Testing

/// Every Swift block of every documentation file compiles against this package, so no article can
/// drift from the API.
///
/// The files: every `.md` at the package root, in `Benchmarks/`, and in `Sources/` (the DocC
/// catalogs). Each block is type-checked with `swiftc -typecheck` as the `main.swift` of its own
/// program, beside `DocumentationPrelude.swift` (stand-ins for what a block only mentions: the
/// app's own clients, a `WKWebView`) and the blocks it `uses=`, from any file. Errors point at the
/// documentation file's lines.
@Suite struct DocumentationSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let prelude = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DocumentationPrelude.swift")

  /// The documentation files, relative to the package root, in a stable order.
  static let files: [String] = {
    let manager = FileManager.default
    var files = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".md") }
    for folder in ["Benchmarks", "Sources"] {
      let found = manager.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
      files += found.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
    }
    return files.sorted()
  }()

  static let parsed = files.map { file in
    DocumentationSnippet.all(in: (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "", file: file)
  }
  static let snippets = parsed.flatMap(\.snippets)

  @Test func theDocumentationIsFoundAndHasSwiftBlocks() {
    #expect(Self.files.contains("README.md"))
    #expect(Self.files.contains { $0.hasSuffix(".docc/GettingStarted.md") })
    #expect(Self.snippets.filter(\.isCompiled).count >= 10)
  }

  @Test func everyBlockThatOthersUseIsNamedOnce() {
    let names = Self.snippets.compactMap(\.name)
    #expect(Set(names).count == names.count)
    for snippet in Self.snippets {
      for used in snippet.uses {
        #expect(names.contains(used), "\(snippet.file):\(snippet.line) uses \(used), which no block is named")
      }
    }
  }

  @Test func noFenceCarriesWordsAfterSwift() {
    #expect(Self.parsed.flatMap(\.annotatedFences) == [], "put the words in a <!-- snippet: … --> comment on the line before")
  }

  @Test(arguments: snippets.filter(\.isCompiled))
  func blockCompiles(_ snippet: DocumentationSnippet) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentationSnippet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files = ["main.swift", "Prelude.swift"]
    try snippet.code.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(at: Self.prelude, to: folder.appendingPathComponent("Prelude.swift"))
    for used in snippet.uses {
      let code = try #require(Self.snippets.first { $0.name == used }).code
      try code.write(to: folder.appendingPathComponent("Uses_\(used).swift"), atomically: true, encoding: .utf8)
      files.append("Uses_\(used).swift")
    }
    let output = try Compiler.typecheck(files, in: folder)
    #expect(
      output.status == 0,
      "\(snippet.file):\(snippet.line): the block does not compile:\n\(output.readableErrors(in: snippet.file, startingAt: snippet.line))")
  }
}

/// `swiftc -typecheck` against the modules of this build.
enum Compiler {
  struct Output {
    let status: Int32
    let text: String

    /// The compiler's errors with `main.swift:N` turned into lines of the documentation file.
    func readableErrors(in file: String, startingAt fence: Int) -> String {
      text.split(separator: "\n").filter { $0.contains("error:") }.map { line -> String in
        guard line.hasPrefix("main.swift:") || line.contains("/main.swift:"),
          let range = line.range(of: "main.swift:"),
          let number = Int(line[range.upperBound...].prefix { $0.isNumber })
        else { return String(line) }
        return "\(file):\(fence + number)" + line[range.upperBound...].drop { $0.isNumber }
      }.joined(separator: "\n")
    }
  }

  /// The folder holding the `.swiftmodule` of every target of this build, beside the test bundle.
  static var modules: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")
  }

  static func typecheck(_ files: [String], in folder: URL) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path] + files
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }
}
