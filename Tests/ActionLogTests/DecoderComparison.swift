import ActionLog
import Foundation
import WebViewFeature

/// Decodes log lines with both ``DirectActionLogDecoder`` and the reference
/// ``JSONActionLogDecoder`` and says what each made of them, in a form that can be compared:
/// the entry written back by ``ActionLogEncoder`` (so NaN equals NaN), or the error as a reader
/// would report it.
struct DecoderComparison<State: Codable & Sendable, Action: Codable & Sendable> {
  enum Outcome: Equatable, CustomStringConvertible {
    case decoded(String)
    case failed(String)

    var description: String {
      switch self {
      case .decoded(let text): "decoded \(text)"
      case .failed(let reason): "failed: \(reason)"
      }
    }
  }

  let direct = DirectActionLogDecoder<State, Action>()
  let reference = JSONActionLogDecoder<State, Action>()
  let start = Date(timeIntervalSince1970: 1_741_944_413.25)

  /// What each decoder made of a line after the header (an entry or a call).
  func entry(_ line: [UInt8]) -> (direct: Outcome, reference: Outcome) {
    (outcome(line, direct), outcome(line, reference))
  }

  /// What each decoder made of a line read as an entry, whatever it holds.
  func entryOnly(_ line: [UInt8]) -> (direct: Outcome, reference: Outcome) {
    (entryOutcome(line, direct), entryOutcome(line, reference))
  }

  /// What each decoder made of a header line.
  func header(_ line: [UInt8]) -> (direct: Outcome, reference: Outcome) {
    (headerOutcome(line, direct), headerOutcome(line, reference))
  }

  private func outcome(_ line: [UInt8], _ decoder: some ActionLogDecoding<State, Action>) -> Outcome {
    let encoder = ActionLogEncoder<State, Action>(startDate: start)
    do {
      switch try LogLine.withLine(line, { try decoder.decodeLine($0, startDate: start, includingCheckpoint: true) }) {
      case .entry(let entry):
        return .decoded(String(decoding: try encoder.encodeEntry(entry), as: UTF8.self))
      case .call(let call):
        return .decoded(String(decoding: try encoder.encodeCall(call.call, cause: call.cause), as: UTF8.self))
      }
    } catch {
      return .failed(DecodingFailure.describe(error))
    }
  }

  private func entryOutcome(_ line: [UInt8], _ decoder: some ActionLogDecoding<State, Action>) -> Outcome {
    let encoder = ActionLogEncoder<State, Action>(startDate: start)
    do {
      let entry = try LogLine.withLine(line) { try decoder.decodeEntry($0, startDate: start, includingCheckpoint: true) }
      return .decoded(String(decoding: try encoder.encodeEntry(entry), as: UTF8.self))
    } catch {
      return .failed(DecodingFailure.describe(error))
    }
  }

  private func headerOutcome(_ line: [UInt8], _ decoder: some ActionLogDecoding<State, Action>) -> Outcome {
    do {
      let header = try LogLine.withLine(line) { try decoder.decodeHeader($0) }
      let encoder = ActionLogEncoder<State, Action>(startDate: header.startDate)
      let text = try encoder.encodeHeader(
        feature: header.feature, initialState: header.initialState, metadata: header.metadata,
        schemaVersion: header.schemaVersion, recordsCalls: header.recordsCalls)
      return .decoded("v\(header.version) " + String(decoding: text, as: UTF8.self))
    } catch {
      return .failed(DecodingFailure.describe(error))
    }
  }
}

typealias FeatureComparison = DecoderComparison<WebViewFeature.State, WebViewFeature.Action>
