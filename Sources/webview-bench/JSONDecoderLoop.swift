import Foundation
import WebViewFeature

/// The replay peer baseline: a plain `JSONDecoder` loop over the entry lines of a log, with no
/// reducer, no error reporting and no dates.
enum JSONDecoderLoop {
  private struct Entry: Decodable {
    var seq: Int
    var time: Double
    var date: Double?
    var origin: String
    var action: WebViewFeature.Action
    var state: WebViewFeature.State?
  }

  /// Decodes up to `limit` entry lines of the log at `url` (skipping the header) and returns
  /// how many it decoded.
  static func decode(url: URL, limit: Int) throws -> Int {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let decoder = JSONDecoder()
    var pending = Data()
    var lines = 0
    var decoded = 0
    while decoded < limit, let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      pending += chunk
      var start = pending.startIndex
      while decoded < limit, let newline = pending[start...].firstIndex(of: 0x0A) {
        defer { start = newline + 1 }
        lines += 1
        guard lines > 1 else { continue }
        blackHole(try decoder.decode(Entry.self, from: pending[start..<newline]))
        decoded += 1
      }
      pending = Data(pending[start...])
    }
    return decoded
  }
}
