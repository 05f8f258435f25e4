import BridgeClient
import Foundation
import JSON

/// Decoding a page message and building reply scripts, against Foundation's JSONSerialization.
@MainActor
enum BridgeCases {
  static func run(_ bench: Bench) throws -> [ResultRow] {
    let configuration = ActionMix.configuration.bridge
    let text = BridgePayloads.message(bytes: 1_024)
    let data = Data(text.utf8)
    let iterations = 100_000
    let baselineDecode = bench.measure("JSONSerialization, 1 KB message", iterations: iterations) { count in
      for _ in 0..<count {
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        blackHole(object?["type"] as? String)
      }
    }
    let decode = bench.measure("BridgeMessage.decode, 1 KB message", iterations: iterations) { count in
      for _ in 0..<count {
        blackHole(BridgeMessage.decode(body: text, frame: ActionMix.frame, configuration: configuration))
      }
    }
    var rows = [
      ResultRow(baselineDecode, note: "parse + read the type; no limits, no origin check"),
      ResultRow(decode, against: baselineDecode, note: "text → JSONValue with limits, origin check, route"),
    ]
    for (label, bytes, count) in [("1 KB", 1_024, 50_000), ("1 MB", 1 << 20, 40)] {
      rows += try replyRows(bench, label: label, bytes: bytes, iterations: count)
    }
    return rows
  }

  private static func replyRows(_ bench: Bench, label: String, bytes: Int, iterations: Int) throws -> [ResultRow] {
    let payloadText = BridgePayloads.records(bytes: bytes)
    let payload = try JSONValue(jsonText: payloadText, limits: JSONLimits(maxBytes: 4 << 20, maxElements: 1 << 22))
    let foundation = try JSONSerialization.jsonObject(with: Data(payloadText.utf8))
    let route = ReplyRoute.callback(try JSFunctionPath(validating: "onReply"))
    let response = BridgeResponse.success(data: payload)
    let scriptBytes = try route.script(for: response)?.utf8.count ?? 0

    let baseline = bench.measure("JSONSerialization reply, \(label)", iterations: iterations) { count in
      for _ in 0..<count {
        let wire: [String: Any] = ["success": true, "message": "OK", "data": foundation]
        let json = try! JSONSerialization.data(withJSONObject: wire)
        blackHole("onReply(" + String(decoding: json, as: UTF8.self) + ")")
      }
    }
    let reply = bench.measure("reply script, \(label)", iterations: iterations) { count in
      for _ in 0..<count {
        blackHole(try? route.script(for: response))
      }
    }
    let megabytesPerSecond = Double(scriptBytes) / reply.median * 1e3
    let baselineRate = Double(scriptBytes) / baseline.median * 1e3
    let goal = bytes >= 1 << 20 ? Goal.throughput(atLeast: 300, unit: "MB/s", measured: megabytesPerSecond) : nil
    var row = ResultRow(reply, against: baseline, note: "\(Format.decimal(megabytesPerSecond)) MB/s")
    row.goal = goal
    return [
      ResultRow(baseline, note: "\(Format.decimal(baselineRate)) MB/s; no </script> or U+2028 safety"),
      row,
    ]
  }
}
