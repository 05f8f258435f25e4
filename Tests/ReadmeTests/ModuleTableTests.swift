import Foundation
import Testing

/// The README's module table says which library uses which; `Package.swift` decides it. The
/// table must not drift: every library product is a row, and its "Uses" column names exactly
/// the products of the targets it depends on.
@Suite struct ModuleTableTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Library product → its target, from `.library(name: "P", targets: ["T"])`.
  static func libraries(in manifest: String) throws -> [String: String] {
    let pattern = try Regex(#"\.library\(name: "(\w+)", targets: \["(\w+)"\]\)"#)
    return Dictionary(
      uniqueKeysWithValues: manifest.matches(of: pattern).map { match in
        (String(match.output[1].substring!), String(match.output[2].substring!))
      })
  }

  /// Target → the targets it depends on, from `.target(name: "T", dependencies: [...])`.
  static func dependencies(in manifest: String) throws -> [String: Set<String>] {
    let pattern = try Regex(#"\.target\(\s*name: "(\w+)",\s*dependencies: \[([^\]]*)\]"#)
    return Dictionary(
      uniqueKeysWithValues: manifest.matches(of: pattern).map { match in
        let names = match.output[2].substring!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) }
        return (String(match.output[1].substring!), Set(names.filter { !$0.isEmpty }))
      })
  }

  /// Product → the products its row says it uses, from rows like "| `P` | `M` | … | `A`, `B` |".
  static func table(in readme: String) -> [String: Set<String>] {
    var rows: [String: Set<String>] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 6 else { continue }
      let product = cells[1].trimmingCharacters(in: ["`"])
      let uses = cells[4] == "—" ? [] : cells[4].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(["`"])) }
      rows[product] = Set(uses)
    }
    return rows
  }

  @Test func everyLibraryIsARowThatNamesWhatItUses() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let libraries = try Self.libraries(in: manifest)
    let productOfTarget = Dictionary(uniqueKeysWithValues: libraries.map { ($1, $0) })
    let dependencies = try Self.dependencies(in: manifest)
    let table = Self.table(in: readme)
    #expect(libraries.count >= 7)
    for (product, target) in libraries.sorted(by: { $0.key < $1.key }) {
      let expected = Set((dependencies[target] ?? []).compactMap { productOfTarget[$0] })
      #expect(table[product] == expected, "README.md's module table: \(product) uses \(expected.sorted()) in Package.swift")
    }
  }
}
