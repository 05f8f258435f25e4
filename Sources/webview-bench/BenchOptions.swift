/// The command line: `webview-bench [--quick] [--only store|effects|bridge|replay]`.
struct BenchOptions {
  /// The groups of cases, in the order they run.
  enum Group: String, CaseIterable {
    case store, effects, bridge, replay
  }

  /// A smoke run for CI: a few seconds, small iteration counts, fewer repetitions.
  var quick = false
  /// The groups to run; all by default.
  var groups = Group.allCases

  init(parsing arguments: [String]) throws(BenchError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--only":
        guard let name = remaining.popFirst(), let group = Group(rawValue: name) else {
          throw .unknownArgument("--only \(remaining.first ?? "")")
        }
        groups = [group]
      default:
        throw .unknownArgument(argument)
      }
    }
  }

  /// The timing settings for these options.
  @MainActor
  var bench: Bench {
    quick
      ? Bench(repetitions: 3, secondsPerRepetition: 0.01, isFull: false)
      : Bench(repetitions: 5, secondsPerRepetition: 0.1, isFull: true)
  }
}
