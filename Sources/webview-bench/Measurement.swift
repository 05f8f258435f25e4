/// The timings of one benchmark case: nanoseconds per operation for each repetition.
struct Measurement {
  /// The case's name as printed in the table.
  var name: String
  /// Operations per repetition.
  var iterations: Int
  /// Nanoseconds per operation, one value per repetition.
  var samples: [Double]

  /// The median of the repetitions: the figure ratios use, robust against a noisy neighbour.
  var median: Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The fastest repetition: the closest to what the code costs on an idle machine.
  var min: Double { samples.min() ?? .nan }
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
