/// Why the benchmark could not produce its table.
enum BenchError: Error, CustomStringConvertible {
  /// A `replay-child` process failed or printed something unexpected.
  case childFailed(status: Int32, output: String)
  /// An argument the command does not know.
  case unknownArgument(String)

  var description: String {
    switch self {
    case .childFailed(let status, let output):
      "the replay child process exited with status \(status) and printed: \(output)"
    case .unknownArgument(let argument):
      "unknown argument \(argument); usage: webview-bench [--quick] [--only store|effects|bridge|replay]"
    }
  }
}
