import ActionLog
import Foundation
import StoreRuntime

#if canImport(Glibc)
  import Glibc
#endif

// Bytes as a session of actions carrying strings of any size and content (escapes, quotes,
// backslashes, non-ASCII, control characters), recorded by a flight recorder with a small ring,
// then recovered and replayed.
// Invariants: recording never fails; every record too large for the ring (entry or state) is
// written elided or left out, never the end of the recording; the ring always holds a state to
// recover from; the recovered entries are the ones sent, in order, each as sent or with strings
// elided (a marker of the right form, for a string longer than it); the replay never diverges:
// it adopts the next checkpoint after an elided or left-out entry.

/// The recorded feature: its one action carries the strings, and its state counts their
/// characters, so an elided string that the replay reduced changes the state, and keeps the
/// last one, so a state can be too large for a record too.
struct Notes: Reducer {
  struct State: Codable, Equatable, Sendable {
    var count = 0
    var characters = 0
    var last = ""
  }

  enum Action: Codable, Equatable, Sendable {
    case notes([String])
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    if case .notes(let notes) = action {
      state.characters += notes.reduce(0) { $0 + $1.count }
      state.last = notes.last ?? state.last
    }
    return .none
  }
}

private let folder: URL = {
  let directory = ProcessInfo.processInfo.environment["FUZZ_SCRATCH_DIR"] ?? NSTemporaryDirectory()
  return URL(fileURLWithPath: directory + "/flight-recorder-\(getpid())", isDirectory: true)
}()

private let pieces = ["a", "\"", "\\", "é", "한", "🙂", "\u{01}", "\n", "/", "<", " ", "elided:"]
private let lengths = [0, 1, 10, 46, 47, 48, 100, 500, 2_000, 9_000]

private func string(from input: inout FuzzInput) -> String {
  let length = input.pick(lengths) + input.choice(4)
  let piece = input.pick(pieces)
  var text = String(repeating: "x", count: max(0, length - piece.count))
  text.insert(contentsOf: piece, at: text.index(text.startIndex, offsetBy: input.choice(text.count + 1)))
  return text
}

private func isMarker(_ text: String, standingFor original: String) -> Bool {
  guard let match = text.wholeMatch(of: /elided:(\d+)-bytes,crc32=[0-9a-f]{8}/), let bytes = Int(match.1) else {
    return false
  }
  // Quotes included, and escapes make a string longer, never shorter.
  return bytes > 48 && bytes >= original.utf8.count + 2
}

private func isElision(_ recovered: Notes.Action, of sent: Notes.Action) -> Bool {
  guard case .notes(let kept) = recovered, case .notes(let notes) = sent, kept.count == notes.count else { return false }
  return zip(kept, notes).allSatisfy { $0 == $1 || isMarker($0, standingFor: $1) }
}

@MainActor
private func session(_ input: inout FuzzInput) throws {
  try? FileManager.default.removeItem(at: folder)
  defer { try? FileManager.default.removeItem(at: folder) }
  let store = Store(initialState: Notes.State(), reducer: Notes()) {
    $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
  }
  let recorder = try ActionRecorder(
    store: store, feature: "Notes", destination: .flightRecorder(folder: folder, fileSize: input.pick([20_000, 40_000, 65_536])),
    checkpointInterval: input.pick([nil, 1, 3]))
  var sent: [Notes.Action] = []
  for _ in 0..<(1 + input.choice(40)) {
    let action: Notes.Action =
      input.bool() ? .increment : .notes((0..<input.choice(9)).map { _ in string(from: &input) })
    sent.append(action)
    store.send(action)
  }
  let file = try FlightRecording.files(in: folder).first.unwrap("the recorder wrote no file")
  let recording = try FlightRecording(contentsOf: file)
  invariant(recording.problems.isEmpty, "a clean session recovered with problems: \(recording.problems)")
  let log = folder.appendingPathComponent("recovered.jsonl")
  try recording.log.write(to: log)
  let reader = try ActionLogReader<Notes.State, Notes.Action>(url: log, feature: "Notes")
  let replayer = try ActionLogReplayer(reader: reader, reducer: Notes())
  var last = 0
  while let step = try replayer.next() {
    let sequence = step.entry.sequence
    invariant(sequence > last && sequence <= sent.count, "entry \(sequence) after \(last), of \(sent.count) sent")
    last = sequence
    let original = sent[sequence - 1]
    // Flagged whenever its action was elided; also when its checkpoint was, or the state the log
    // starts from.
    invariant(
      step.entry.action == original || step.entry.isElided && isElision(step.entry.action, of: original),
      "entry \(sequence) was recovered as \(step.entry.action) (elided: \(step.entry.isElided)), sent as \(original)")
    invariant(step.verification != .diverged, "entry \(sequence) diverged from its checkpoint")
  }
  invariant(last == sent.count, "the last entry sent, \(sent.count), was not recovered (last: \(last))")
  withExtendedLifetime(recorder) {}
}

extension Optional {
  fileprivate func unwrap(_ message: String) throws -> Wrapped {
    guard let self else { throw FuzzFailure(message) }
    return self
  }
}

private struct FuzzFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  MainActor.assumeIsolated {
    do {
      try session(&input)
    } catch {
      invariant(false, "the session failed: \(error)")
    }
  }
  return 0
}
