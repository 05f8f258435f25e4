import ActionLog
import BridgeClient
import Foundation
import StoreRuntime
import Testing

/// A recorder made with `capturingCalls:` logs every call the store's effects make, after the
/// entry of the action whose effect made it, and a reader gives them back with that entry.
@MainActor
struct CallRecordingTests {
  private static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private func makeStore() -> Store<Caller.State, Caller.Action> {
    Store(initialState: Caller.State(), reducer: Caller()) { $0.date = steppingDate(from: Self.start, using: 2) }
  }

  private func record(
    _ destination: (URL) -> ActionRecorder<Caller.State, Caller.Action>.Destination,
    actions: [Caller.Action], before: [Caller.Action] = []
  ) async throws -> (lines: [String], entries: [ActionLogEntry<Caller.State, Caller.Action>]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CallRecordingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("log.jsonl")
    let store = makeStore()
    for action in before { await store.send(action).finish() }
    let recorder = try ActionRecorder(
      store: store, feature: "Caller", destination: destination(url), capturingCalls: CallerClient.capture,
      callSanitizer: { $0 = $0.replacingOccurrences(of: "hunter2", with: "<redacted>") })
    for action in actions { await store.send(action).finish() }
    try await recorder.flush()
    let reader = try ActionLogReader<Caller.State, Caller.Action>(url: url)
    var entries: [ActionLogEntry<Caller.State, Caller.Action>] = []
    while let entry = try reader.next() { entries.append(entry) }
    return (try lines(of: url), entries)
  }

  @Test func eachCallIsLoggedAfterTheEntryOfItsAction() async throws {
    let (lines, entries) = try await record({ .file($0) }, actions: [.call("a"), .call("b")])
    #expect(lines.count == 5)
    #expect(lines[2] == #"{"call":"a","cause":1}"#)
    #expect(lines[4] == #"{"call":"b","cause":2}"#)
    #expect(entries.map(\.calls) == [[RecordedCall(cause: 1, call: "a")], [RecordedCall(cause: 2, call: "b")]])
  }

  @Test func theHeaderSaysThatCallsAreRecorded() async throws {
    let (lines, _) = try await record({ .file($0) }, actions: [])
    #expect(lines[0].contains(#""version":2,"feature":"Caller","schema":1,"calls":true"#))
  }

  @Test func aLateCallFollowsALaterEntryAndStillNamesItsCause() async throws {
    let (_, entries) = try await record({ .file($0) }, actions: [.callLate])
    #expect(entries.map(\.action) == [.callLate, .call("soon")])
    #expect(entries[0].calls.isEmpty)
    // Both effects run after the second entry was reduced; which one runs first is up to the
    // main actor's queue.
    #expect(entries[1].calls.sorted { $0.cause! < $1.cause! } == [RecordedCall(cause: 1, call: "late"), RecordedCall(cause: 2, call: "soon")])
  }

  @Test func causesCountFromTheFirstRecordedEntryWhateverTheStoreDidBefore() async throws {
    let (_, entries) = try await record({ .file($0) }, actions: [.call("x")], before: [.call("old"), .call("older")])
    #expect(entries.map(\.sequence) == [1])
    #expect(entries[0].calls == [RecordedCall(cause: 1, call: "x")])
  }

  @Test func theCallSanitizerRunsBeforeACallIsWritten() async throws {
    let (lines, _) = try await record({ .file($0) }, actions: [.callWithSecret("hunter2")])
    #expect(lines[2] == #"{"call":"token=<redacted>","cause":1}"#)
  }

  @Test func aMemoryLogKeepsTheCallsOfItsKeptEntries() async throws {
    let (_, entries) = try await record(
      { .memory(keepingLast: 2, flushingTo: $0) }, actions: [.call("a"), .call("b"), .callLate])
    #expect(entries.map(\.sequence) == [3, 4])
    #expect(entries[0].calls.isEmpty)
    #expect(entries[1].calls.sorted { $0.cause! < $1.cause! } == [RecordedCall(cause: 3, call: "late"), RecordedCall(cause: 4, call: "soon")])
  }

  @Test func aRecorderWithoutCaptureWritesNoCallsAndSaysSo() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CallRecordingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("log.jsonl")
    let store = makeStore()
    let recorder = try ActionRecorder(store: store, feature: "Caller", destination: .file(url))
    await store.send(.call("a")).finish()
    try await recorder.flush()
    #expect(try lines(of: url).count == 2)
    #expect(try ActionLogReader<Caller.State, Caller.Action>(url: url).header.recordsCalls == false)
  }
}
