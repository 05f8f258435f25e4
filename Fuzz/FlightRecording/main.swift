import ActionLog
import Foundation
import WebViewFeature

#if canImport(Glibc)
  import Glibc
#endif

// Arbitrary bytes as a flight-recorder file -> FlightRecording -> ActionLogReader for WebViewFeature.
// Invariants: no crash; recovery either throws `unrecoverable` with an offset inside the file and a
// reason, or returns problems whose offsets are inside the file and a log; recovering the same
// bytes twice gives the same result; the log reads to its end with only per-line errors (or a
// header error, since a file can hold any header line with a valid checksum).
// The seeds are real recordings of flight-recorder-drill, killed mid-session.

private let path: String = {
  let directory = ProcessInfo.processInfo.environment["FUZZ_SCRATCH_DIR"] ?? NSTemporaryDirectory()
  return directory + "/flight-recording-input-\(getpid()).wvflight"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let url = URL(fileURLWithPath: path)
  invariant((try? bytes.write(to: url)) != nil, "cannot write the input")
  defer { unlink(path) }
  let recording: FlightRecording
  do {
    recording = try FlightRecording(contentsOf: url)
  } catch {
    guard case .unrecoverable(_, let offset, let reason) = error else {
      invariant(false, "recovery failed with \(error)")
      return 0
    }
    invariant(offset >= 0 && offset <= size && !reason.isEmpty, "bad unrecoverable(\(offset), \(reason))")
    return 0
  }
  invariant((try? FlightRecording(contentsOf: url)) == recording, "recovering twice gave different results")
  for problem in recording.problems {
    switch problem {
    case .truncated(let found, let expected): invariant(found == size && expected > size, "bad \(problem)")
    case .incompleteRecord(let offset), .damagedRecord(let offset, _): invariant(offset >= 0 && offset < size, "bad \(problem)")
    }
    invariant(!problem.description.isEmpty, "a problem without a description")
  }
  invariant(recording.entryCount >= 0 && recording.entriesBeforeCheckpoint >= 0, "negative counts")
  invariant((try? recording.log.write(to: url)) != nil, "cannot write the log")
  let reader: ActionLogReader<WebViewFeature.State, WebViewFeature.Action>
  do {
    reader = try ActionLogReader(url: url)
  } catch {
    switch error {
    case .empty, .notAnActionLog, .unsupportedVersion, .featureMismatch: return 0
    default:
      invariant(false, "opening the recovered log failed with \(error)")
      return 0
    }
  }
  var steps = 0
  while true {
    steps += 1
    invariant(steps <= recording.log.count + 2, "the reader did not reach the end")
    do {
      guard try reader.next() != nil else { break }
    } catch {
      invariant(error.isSkippable, "reading the recovered log failed with \(error)")
    }
  }
  return 0
}
