/// One operation whose instructions `Scripts/instructions.sh` counts under callgrind.
///
/// The script runs `webview-bench instructions <name> 0` and `… <name> <iterations>` and
/// divides the difference by `iterations × unitsPerOperation`: set-up, warm-up and process start
/// cost the same in both runs and cancel out.
struct InstructionCase {
  /// What a prepared case runs: `count` operations, in a loop of its own.
  enum Body {
    /// Counted inside ``instructionRegion(_:_:)`` only (callgrind `--toggle-collect`).
    case sync(@MainActor (Int) -> Void)
    /// Counted over the whole process, because async work runs in jobs outside any one function.
    case async(@MainActor (Int) async -> Void)
  }

  /// The name used on the command line and in the budget file.
  var name: String
  /// What one counted unit is: `action`, `send`, `byte`, …
  var unit: String
  /// Units per operation (bytes per parse for the per-byte cases, else 1).
  var unitsPerOperation = 1
  /// The operation count the script compares with 0.
  var iterations: Int
  /// Whether the body is ``Body/async(_:)``, so the script counts the whole process.
  var isAsync = false
  /// One line for the table.
  var summary: String
  /// Builds the inputs and warms the code up (not counted), and returns the body to count.
  var prepare: @MainActor () throws -> Body

  /// The case's line in `webview-bench instructions --list`: tab-separated name, unit, units
  /// per operation, iterations, `region` or `process` (what callgrind counts), summary.
  var listing: String {
    [name, unit, "\(unitsPerOperation)", "\(iterations)", isAsync ? "process" : "region", summary]
      .joined(separator: "\t")
  }
}

/// The function callgrind's `--toggle-collect='*instructionRegion*'` counts: only the operations
/// run inside it, never the set-up around it.
@MainActor @inline(never)
func instructionRegion(_ count: Int, _ body: @MainActor (Int) -> Void) {
  body(count)
}
