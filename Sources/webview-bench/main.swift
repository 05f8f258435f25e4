import Foundation

// `webview-bench [--quick]` prints the results table; `replay-child <log>` is the hidden
// subcommand the replay case runs in a fresh process to measure peak memory, and
// `instructions …` the one `Scripts/instructions.sh` runs under callgrind.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == ReplayChild.subcommand, arguments.count == 2 {
  exit(ReplayChild.run(path: arguments[1]))
}
if arguments.first == InstructionRunner.subcommand {
  exit(await InstructionRunner.run(Array(arguments.dropFirst())))
}
do {
  let options = try BenchOptions(parsing: arguments)
  let bench = options.bench
  let started = ContinuousClock.now
  var rows: [ResultRow] = []
  for group in options.groups {
    switch group {
    case .store: rows += try await StoreCases.run(bench)
    case .effects: rows += await EffectCases.run(bench)
    case .bridge: rows += try BridgeCases.run(bench)
    case .replay: rows += try ReplayCases.run(bench)
    }
  }
  let mode = options.quick ? "quick" : "full"
  print("webview-bench (\(mode)): \(ProcessInfo.processInfo.activeProcessorCount) cores, \(bench.repetitions) repetitions")
  TablePrinter.lines(rows).forEach { print($0) }
  print("total time: \(Format.decimal((ContinuousClock.now - started).nanoseconds / 1e9)) s")
} catch {
  FileHandle.standardError.write(Data("webview-bench: \(error)\n".utf8))
  exit(1)
}
