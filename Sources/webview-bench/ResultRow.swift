/// One line of the results table.
struct ResultRow {
  /// The measurement the row reports.
  var measurement: Measurement
  /// The name of the row this one is compared with; `nil` for a floor.
  var baseline: String?
  /// The median of this row over the median of the baseline.
  var ratio: Double?
  /// The target for this row, if it has one.
  var goal: Goal?
  /// Throughput, memory or other facts about the row.
  var note: String = ""

  /// A floor or a row without a comparison.
  init(_ measurement: Measurement, note: String = "") {
    self.measurement = measurement
    self.note = note
  }

  /// A row compared with `baseline`, with an optional goal on the ratio.
  init(
    _ measurement: Measurement,
    against baseline: Measurement,
    goal: ((Double) -> Goal)? = nil,
    note: String = ""
  ) {
    self.measurement = measurement
    self.baseline = baseline.name
    let ratio = measurement.median / baseline.median
    self.ratio = ratio
    self.goal = goal?(ratio)
    self.note = note
  }
}
