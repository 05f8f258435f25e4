import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature
import WebViewFeatureLogs

/// The bridge, JSON and replay cases of the instruction benchmark.
@MainActor
enum DataInstructionCases {
  static let all: [InstructionCase] = [
    InstructionCase(
      name: "bridge-message", unit: "message", iterations: 20_000,
      summary: "a bridge message end to end: decode the text, origin check, route, reply script"
    ) {
      let configuration = ActionMix.configuration.bridge
      let text = #"{"type":"greeting","callback":"onReply","data":{"hello":"world"}}"#
      return .sync(
        warm { count in
          for _ in 0..<count {
            guard case .success(let request) = BridgeMessage.decode(body: text, frame: ActionMix.frame, configuration: configuration),
              let route = request.replyRoute
            else { preconditionFailure("the benchmark message must decode with a reply route") }
            blackHole(try? route.script(for: .success("Hello from native", data: request.payload)))
          }
        })
    },
    InstructionCase(
      name: "origin-check", unit: "message", iterations: 20_000,
      summary: "bridge origin check of one message (main frame, https, one trusted pattern)"
    ) {
      let configuration = ActionMix.configuration.bridge
      let frame = ActionMix.frame
      return .sync(
        warm { count in
          for _ in 0..<count { blackHole(configuration.trusts(frame)) }
        })
    },
    InstructionCase(
      name: "json-parser", unit: "byte", unitsPerOperation: BridgePayloads.records(bytes: 16 << 10).utf8.count,
      iterations: 200, summary: "JSON text → JSONValue (16 KB of records), per byte"
    ) {
      let text = BridgePayloads.records(bytes: 16 << 10)
      return .sync(
        warm(times: 2) { count in
          for _ in 0..<count { blackHole(try? JSONValue(jsonText: text)) }
        })
    },
    InstructionCase(
      name: "reply-writer", unit: "byte", unitsPerOperation: ReplyPayload.scriptBytes, iterations: 50,
      summary: "reply script for a 64 KB payload, per byte of script"
    ) {
      let response = ReplyPayload.response
      let route = ReplyPayload.route
      return .sync(
        warm(times: 2) { count in
          for _ in 0..<count { blackHole(try? route.script(for: response)) }
        })
    },
  ]

  /// Runs `body` `times` times so first-call costs are paid before counting, and returns it.
  private static func warm(times: Int = 240, _ body: @escaping @MainActor (Int) -> Void) -> @MainActor (Int) -> Void {
    body(times)
    return body
  }
}

/// The reply writer's input: a 64 KB records payload, answered along a dialect 1 callback.
private enum ReplyPayload {
  static let response = BridgeResponse.success(
    data: try! JSONValue(jsonText: BridgePayloads.records(bytes: 64 << 10)))
  static let route = ReplyRoute.callback(try! JSFunctionPath(validating: "onReply"))
  static let scriptBytes = (try! route.script(for: response))?.utf8.count ?? 0
}
