/// A target from the benchmark issue and whether this run reached it.
struct Goal {
  /// The target in words, e.g. `≤ 1.5x`.
  var text: String
  /// Whether the measured value reached it.
  var isMet: Bool

  /// At most `limit` times the baseline.
  static func ratio(atMost limit: Double, measured ratio: Double) -> Goal {
    Goal(text: "≤ \(Format.decimal(limit))x", isMet: ratio <= limit)
  }

  /// At least `factor` times faster than the baseline (ratio at most 1/`factor`).
  static func faster(atLeast factor: Double, measured ratio: Double) -> Goal {
    Goal(text: "≥ \(Format.decimal(factor))x faster", isMet: ratio * factor <= 1)
  }

  /// A throughput of at least `minimum` `unit`.
  static func throughput(atLeast minimum: Double, unit: String, measured value: Double) -> Goal {
    Goal(text: "≥ \(Format.count(minimum)) \(unit)", isMet: value >= minimum)
  }

  /// The goal column: the target and a verdict.
  var cell: String { "\(text) \(isMet ? "met" : "MISSED")" }
}
