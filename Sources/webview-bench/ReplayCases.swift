import Foundation

/// Streaming replay of a large generated log against a plain `JSONDecoder` loop, with peak
/// memory measured in child processes for a large and a small log.
@MainActor
enum ReplayCases {
  static func run(_ bench: Bench) throws -> [ResultRow] {
    let largeCount = bench.isFull ? 1_000_000 : 20_000
    let smallCount = bench.isFull ? 10_000 : 1_000
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("webview-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = directory.appendingPathComponent("large.jsonl")
    let small = directory.appendingPathComponent("small.jsonl")
    let largeBytes = try ReplayLog.write(entries: largeCount, to: large)
    _ = try ReplayLog.write(entries: smallCount, to: small)

    let smallReport = try child(small, expecting: smallCount)
    let largeReport = try child(large, expecting: largeCount)
    let baselineLines = min(largeCount, bench.isFull ? 50_000 : 5_000)
    let baseline = try bench.measureOnce("JSONDecoder loop over the log's lines", iterations: baselineLines) {
      let decoded = try JSONDecoderLoop.decode(url: large, limit: baselineLines)
      precondition(decoded == baselineLines, "the baseline decoded \(decoded) lines")
    }

    let replay = Measurement(
      name: "replay \(Format.count(Double(largeCount))) entries from disk", iterations: largeCount,
      samples: [largeReport.seconds * 1e9 / Double(largeCount)])
    let actionsPerSecond = Double(largeCount) / largeReport.seconds
    let megabytesPerSecond = Double(largeBytes) / 1e6 / largeReport.seconds
    let memoryRatio = Double(largeReport.peakKilobytes) / Double(smallReport.peakKilobytes)
    let memory = Goal.ratio(atMost: 1.2, measured: memoryRatio)
    let note = """
      \(Format.count(actionsPerSecond)) actions/s, \(Format.decimal(megabytesPerSecond)) MB/s; \
      peak \(megabytes(largeReport.peakKilobytes)) vs \(megabytes(smallReport.peakKilobytes)) for \
      \(Format.count(Double(smallCount))) entries = \(Format.decimal(memoryRatio))x (\(memory.cell))
      """
    return [
      ResultRow(baseline, note: "first \(Format.count(Double(baselineLines))) lines; decode only"),
      ResultRow(replay, against: baseline, goal: { .ratio(atMost: 1.3, measured: $0) }, note: note),
    ]
  }

  private static func megabytes(_ kilobytes: Int) -> String {
    "\(Format.decimal(Double(kilobytes) / 1_024)) MB"
  }

  /// Runs this executable's `replay-child` subcommand on `log` and reads its report.
  private static func child(_ log: URL, expecting entries: Int) throws -> ReplayChild.Report {
    let process = Process()
    process.executableURL = Bundle.main.executableURL
    process.arguments = [ReplayChild.subcommand, log.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let report = ReplayChild.Report(line: text), report.entries == entries else {
      throw BenchError.childFailed(status: process.terminationStatus, output: text)
    }
    return report
  }
}
