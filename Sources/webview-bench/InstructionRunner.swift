import Foundation

/// The hidden `instructions` subcommand that `Scripts/instructions.sh` runs under callgrind:
///
///     webview-bench instructions --list
///     webview-bench instructions <case> <count>
///
/// A run prepares the case (not counted) and performs `count` operations.
@MainActor
enum InstructionRunner {
  static let subcommand = "instructions"

  static let cases = StoreInstructionCases.all + DataInstructionCases.all

  /// Runs the subcommand with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    if arguments == ["--list"] {
      cases.forEach { print($0.listing) }
      return 0
    }
    guard arguments.count == 2, let count = Int(arguments[1]), count >= 0 else {
      return fail("usage: webview-bench instructions --list | <case> <count>")
    }
    guard let instructionCase = cases.first(where: { $0.name == arguments[0] }) else {
      return fail("unknown case \(arguments[0]); known: \(cases.map(\.name).joined(separator: ", "))")
    }
    do {
      switch try instructionCase.prepare() {
      case .sync(let body): instructionRegion(count, body)
      case .async(let body): await body(count)
      }
      return 0
    } catch {
      return fail("\(instructionCase.name): set-up failed: \(error)")
    }
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("webview-bench instructions: \(message)\n".utf8))
    return 2
  }
}
