/// Prints result rows as a Markdown table, so the output can be pasted into the README as is.
enum TablePrinter {
  static let header = ["case", "iterations", "median/op", "min/op", "compared with", "ratio", "goal", "notes"]

  /// The table's lines.
  static func lines(_ rows: [ResultRow]) -> [String] {
    let cells = rows.map { row in
      [
        row.measurement.name,
        Format.count(Double(row.measurement.iterations)),
        Format.duration(nanoseconds: row.measurement.median),
        Format.duration(nanoseconds: row.measurement.min),
        row.baseline ?? "",
        row.ratio.map { "\(Format.decimal($0))x" } ?? "",
        row.goal?.cell ?? "",
        row.note,
      ]
    }
    let all = [header] + cells
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      "| " + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
    }
    let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return [line(header), rule] + cells.map(line)
  }
}
