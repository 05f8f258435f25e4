import Foundation
import Testing

/// Every Swift block of the README compiles against this package, so the README cannot drift
/// from the API.
///
/// Each block is type-checked with `swiftc -typecheck` as the `main.swift` of its own program,
/// beside `ReadmePrelude.swift` (stand-ins for what a block only mentions: the app's own
/// clients, a `WKWebView`) and the blocks it `uses=`. Errors point at README lines.
@Suite struct ReadmeSnippetTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")
  static let prelude = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReadmePrelude.swift")
  static let snippets = ReadmeSnippet.all(in: (try? String(contentsOf: readme, encoding: .utf8)) ?? "")

  @Test func theReadmeHasSwiftBlocks() {
    #expect(Self.snippets.filter(\.isCompiled).count >= 10)
  }

  @Test func everyBlockThatOthersUseIsNamedOnce() {
    let names = Self.snippets.compactMap(\.name)
    #expect(Set(names).count == names.count)
    for snippet in Self.snippets {
      for used in snippet.uses {
        #expect(names.contains(used), "README.md:\(snippet.line) uses \(used), which no block is named")
      }
    }
  }

  @Test(arguments: snippets.filter(\.isCompiled))
  func blockCompiles(_ snippet: ReadmeSnippet) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReadmeSnippet-\(UUID().uuidString)")
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
    #expect(output.status == 0, "README.md:\(snippet.line): the block does not compile:\n\(output.readableErrors(startingAt: snippet.line))")
  }
}

/// `swiftc -typecheck` against the modules of this build.
enum Compiler {
  struct Output {
    let status: Int32
    let text: String

    /// The compiler's errors with `main.swift:N` turned into README line numbers.
    func readableErrors(startingAt fence: Int) -> String {
      text.split(separator: "\n").filter { $0.contains("error:") }.map { line -> String in
        guard line.hasPrefix("main.swift:") || line.contains("/main.swift:"),
          let range = line.range(of: "main.swift:"),
          let number = Int(line[range.upperBound...].prefix { $0.isNumber })
        else { return String(line) }
        return "README.md:\(fence + number)" + line[range.upperBound...].drop { $0.isNumber }
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
