import ActionLog
import Foundation
import JSON
import WebViewFeature
import WebViewFeatureLogs

// Arbitrary bytes -> one log line, decoded by DirectActionLogDecoder and by the reference
// JSONActionLogDecoder (Foundation's JSONDecoder) for WebViewFeature, as a line after the header
// (an entry or a call) and as a header.
// Invariants: no crash; both decoders have the same outcome: the same entry or header (compared as
// ActionLogEncoder writes them back, so NaN equals NaN), or both an error. Error texts are not
// compared here: when a dictionary holds several bad values, JSONDecoder reports the one its hash
// order meets first, which changes from run to run; the unit tests compare texts for lines with
// one problem.
// The decoders are shared across runs (libFuzzer calls one input at a time), as a reader shares
// one across lines.

// WebViewFeatureLogs holds the actions' in-place reader; naming it links it into the binary.
private let inPlaceReader: any LogDecodable.Type = WebViewFeature.Action.self

nonisolated(unsafe) private let direct = DirectActionLogDecoder<WebViewFeature.State, WebViewFeature.Action>()
nonisolated(unsafe) private let reference = JSONActionLogDecoder<WebViewFeature.State, WebViewFeature.Action>()
private let start = Date(timeIntervalSince1970: 1_741_944_413.25)
private let failed = "failed: "

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  LogLine.withLine(Data(bytes: data, count: size)) { line in
    let entries = (entry(line, direct), entry(line, reference))
    invariant(agree(entries.0, entries.1), "entry: direct \(entries.0), reference \(entries.1)")
    let headers = (header(line, direct), header(line, reference))
    invariant(agree(headers.0, headers.1), "header: direct \(headers.0), reference \(headers.1)")
  }
  return 0
}

private func agree(_ direct: String, _ reference: String) -> Bool {
  direct == reference || (direct.hasPrefix(failed) && reference.hasPrefix(failed))
}

private func entry(
  _ line: LogLine, _ decoder: some ActionLogDecoding<WebViewFeature.State, WebViewFeature.Action>
) -> String {
  do {
    let encoder = ActionLogEncoder<WebViewFeature.State, WebViewFeature.Action>(startDate: start)
    switch try decoder.decodeLine(line, startDate: start, includingCheckpoint: true) {
    case .entry(let entry):
      return (try? String(decoding: encoder.encodeEntry(entry), as: UTF8.self)) ?? "unencodable \(entry.sequence)"
    case .call(let call):
      return (try? String(decoding: encoder.encodeCall(call.call, cause: call.cause), as: UTF8.self)) ?? "unencodable call"
    }
  } catch {
    return failed + DecodingFailure.describe(error)
  }
}

private func header(
  _ line: LogLine, _ decoder: some ActionLogDecoding<WebViewFeature.State, WebViewFeature.Action>
) -> String {
  do {
    let header = try decoder.decodeHeader(line)
    let encoder = ActionLogEncoder<WebViewFeature.State, WebViewFeature.Action>(startDate: header.startDate)
    let text = try? encoder.encodeHeader(
      feature: header.feature, initialState: header.initialState, metadata: header.metadata,
      schemaVersion: header.schemaVersion, recordsCalls: header.recordsCalls)
    return "v\(header.version) " + (text.map { String(decoding: $0, as: UTF8.self) } ?? "unencodable")
  } catch {
    return failed + DecodingFailure.describe(error)
  }
}
