import Foundation
import StoreRuntime

/// Receives an `ActionRecorder`'s captured calls from the clients, on whatever thread they run,
/// and writes them (`.file`, `.rotatingFile`, `.flightRecorder`) or keeps them until the next
/// entry (`.memory`).
final class CallSink: Sendable {
  /// Where a call is written at once; `nil` keeps it until the next entry (`.memory`).
  enum Writer {
    case file(LogFileWriter)
    case flight(FlightRecorderFile)
  }

  private let writer: Writer?
  private let pending = LockIsolated<[PendingCall]>([])
  /// Store sequence minus entry sequence, once the first entry is recorded.
  private let offset = LockIsolated<Int?>(nil)

  init(writer: Writer?) {
    self.writer = writer
  }

  func attach(storeSequence: Int, entry: Int) {
    offset.withValue { if $0 == nil { $0 = storeSequence - entry } }
  }

  func record<Call: Encodable & Sendable>(_ call: Call, sanitizer: @escaping @Sendable (inout Call) -> Void) {
    let cause = EffectContext.actionSequence.flatMap { sequence in offset.value.map { sequence - $0 } }
    let pendingCall = PendingCall(cause: cause.flatMap { $0 >= 1 ? $0 : nil }) { cause throws(ActionLogError) in
      var sanitized = call
      sanitizer(&sanitized)
      return try ActionLogEncoder.encodeCall(sanitized, cause: cause)
    }
    switch writer {
    case .file(let writer):
      writer.enqueue { () throws(ActionLogError) -> Data in try pendingCall.encode() }
    case .flight(let file):
      do {
        file.append(.call, sequence: pendingCall.cause ?? 0, payload: [UInt8](try pendingCall.encode()))
      } catch {
        file.fail(error)
      }
    case nil:
      pending.withValue { $0.append(pendingCall) }
    }
  }

  func takePending() -> [PendingCall] {
    pending.withValue { calls in
      defer { calls.removeAll() }
      return calls
    }
  }
}

/// A captured call, encoded only when it is written.
struct PendingCall: Sendable {
  let cause: Int?
  let makeLine: @Sendable (Int?) throws(ActionLogError) -> Data

  init(cause: Int?, makeLine: @escaping @Sendable (Int?) throws(ActionLogError) -> Data) {
    self.cause = cause
    self.makeLine = makeLine
  }

  func encode() throws(ActionLogError) -> Data { try makeLine(cause) }
}
