import ActionLog
import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process that records into a flight recorder and dies — killed with `SIGKILL` at a random
/// instant, or crashing with `abort()` or a Swift trap inside the reducer of a random action —
/// always leaves a file that recovers into a log that replays to every checkpoint, missing at
/// most the record being written when it died.
///
/// `FLIGHT_RECORDER_CRASH_TRIALS` sets the number of trials (1,000 by default; `.ci/run` runs
/// fewer). Each trial's seed is its number, so a failure names the trial that reproduces it.
@Suite(.serialized)
struct FlightRecorderCrashTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let drill = BuiltProduct.url(named: "flight-recorder-drill", packageRoot: packageRoot)
  static let replay = BuiltProduct.url(named: "webview-replay", packageRoot: packageRoot)
  static let trials = ProcessInfo.processInfo.environment["FLIGHT_RECORDER_CRASH_TRIALS"].flatMap(Int.init) ?? 1_000

  /// How a trial's process ends.
  enum Death: CaseIterable {
    case killed, aborted, trapped
  }

  /// One trial: the drill's settings and how it dies, drawn from the trial's seed.
  struct Trial {
    var number: Int
    var death: Death
    var fileSize: Int
    /// For `killed`: how long after recording started; else the action whose reducer crashes.
    var killAfterMicroseconds: Int
    var crashAt: Int

    init(number: Int) {
      var random = SeededGenerator(seed: UInt64(number))
      self.number = number
      death = Death.allCases.randomElement(using: &random)!
      // The smallest is near the least a file holds: the drill's header (its configuration,
      // messages included) and the smallest ring.
      fileSize = [24, 32, 64].randomElement(using: &random)! * 1024
      killAfterMicroseconds = Int.random(in: 0..<40_000, using: &random)
      crashAt = Int.random(in: 1...1_500, using: &random)
    }
  }

  private let scratch = TemporaryFolder()

  /// How a child process ended.
  struct Exit: Sendable {
    var status: Int32
    /// False when it was still running after the time allowed and had to be ended.
    var endedInTime: Bool
  }

  /// Starts `process`, calls `whileRunning` with it, and waits until it ends — on a thread of
  /// its own: waiting blocks, and a blocked thread of Swift concurrency's small pool (two on a
  /// two-core machine) would stall every other test's effects.
  private static func run(
    _ process: Process, timeout: Duration, whileRunning: @escaping @Sendable (Process) -> Void = { _ in }
  ) async throws -> Exit {
    try process.run()
    return await withCheckedContinuation { continuation in
      Thread {
        whileRunning(process)
        let endedInTime = process.waitUntilExit(timeout: timeout)
        continuation.resume(returning: Exit(status: process.terminationStatus, endedInTime: endedInTime))
      }.start()
    }
  }

  /// Runs the drill for `trial` in `folder` and returns once it is dead.
  private func run(_ trial: Trial, in folder: URL) async throws -> Int32 {
    let drill = try #require(Self.drill, "flight-recorder-drill is not built")
    let process = Process()
    process.executableURL = drill
    var arguments = [folder.path, "--file-size", "\(trial.fileSize)"]
    if trial.death != .killed { arguments += ["--crash-at", "\(trial.crashAt)", "--by", trial.death == .aborted ? "abort" : "trap"] }
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // The planned crashes need no backtrace: it would only slow each trial down.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let exit = try await Self.run(process, timeout: .seconds(60)) { process in
      guard trial.death == .killed else { return }
      // Recording has started once the drill says so; then the kill comes at a random instant.
      _ = output.fileHandleForReading.readData(ofLength: "recording\n".utf8.count)
      usleep(UInt32(trial.killAfterMicroseconds))
      kill(process.processIdentifier, SIGKILL)
    }
    #expect(exit.endedInTime, "trial \(trial.number): the drill did not die")
    return exit.status
  }

  /// Recovers the file `trial` left and replays it; records an issue naming the trial for
  /// anything wrong.
  private func check(_ trial: Trial, file: URL) throws {
    let recording = try FlightRecording(contentsOf: file)
    let label = "trial \(trial.number) (\(trial.death), \(trial.fileSize) bytes)"
    // Only the record in flight may be lost: nothing else is damaged.
    #expect(recording.problems.allSatisfy { if case .incompleteRecord = $0 { true } else { false } }, "\(label): \(recording.problems)")
    #expect(recording.problems.count <= 1, "\(label): \(recording.problems)")
    let log = scratch.newFile("recovered.jsonl")
    try recording.log.write(to: log)
    defer { try? FileManager.default.removeItem(at: log) }
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: log, feature: "WebViewFeature")
    let configuration = try #require(try WebViewFeature.Configuration(logMetadata: reader.header.metadata))
    let replayer = try ActionLogReplayer(reader: reader, reducer: WebViewFeature(configuration: configuration))
    var expected = recording.firstSequence
    var last = 0
    while let step = try replayer.next() {
      #expect(step.entry.sequence == expected, "\(label): entries are not contiguous")
      #expect(step.verification != .diverged, "\(label): entry \(step.entry.sequence) diverged from its checkpoint")
      expected += 1
      last = step.entry.sequence
    }
    if trial.death != .killed {
      // The action whose reducer crashed was written before the reducer ran.
      #expect(last == trial.crashAt, "\(label): the log ends at entry \(last), not at the crashing action")
    }
  }

  @Test func everyDeathLeavesAFileThatRecoversAndReplays() async throws {
    for number in 1...Self.trials {
      let trial = Trial(number: number)
      let folder = scratch.url.appendingPathComponent("trial-\(number)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let status = try await run(trial, in: folder)
      #expect(status != 0, "trial \(number): the drill ended by itself")
      let files = FlightRecording.files(in: folder)
      try #require(files.count == 1, "trial \(number): \(files.count) files")
      try check(trial, file: files[0])
    }
  }

  @Test(arguments: [Death.aborted, .trapped, .killed])
  func webviewReplayVerifiesTheFileADeadProcessLeft(_ death: Death) async throws {
    var trial = Trial(number: 0)
    trial.death = death
    trial.crashAt = 400
    trial.killAfterMicroseconds = 20_000
    let folder = scratch.url.appendingPathComponent("\(death)")
    _ = try await run(trial, in: folder)
    let file = try #require(FlightRecording.files(in: folder).first)
    let replay = try #require(Self.replay, "webview-replay is not built")
    let process = Process()
    process.executableURL = replay
    process.arguments = [file.path, "--verify"]
    process.standardOutput = FileHandle.nullDevice
    let errors = scratch.newFile("stderr")
    try Data().write(to: errors)
    process.standardError = try FileHandle(forWritingTo: errors)
    let exit = try await Self.run(process, timeout: .seconds(120))
    #expect(exit.endedInTime)
    let report = try String(contentsOf: errors, encoding: .utf8)
    #expect(exit.status == 0, "\(report)")
    #expect(report.contains("recovered entries"))
    #expect(report.contains("with the recorded calls: all match"))
  }
}
