import Foundation

/// How a flight recorder keeps recording an entry or a call too large for one of its records:
/// the line's longest strings are replaced by what they were, not what they said.
///
/// A string of the line longer than a threshold becomes `"elided:<bytes>-bytes,crc32=<hex>"`:
/// its encoded length and checksum, so two elided values can be told apart and a value can be
/// matched with the app's copy. The threshold halves until the line fits. The text is edited in
/// place, so the line keeps its fields and their order, and a string-typed field (a message
/// body's value, a URL: the marker is one) still decodes. Why strings only: what a page or an
/// app makes large is text (a photo as base64, a long URL, a script); structure stays, so the
/// timeline still names the action.
enum RecordElision {
  /// The shortest string ever elided, in encoded bytes: the marker itself is about this long.
  static let shortestElided = 48

  /// Opens an elided line, before its own fields: readers that know it resynchronise after the
  /// entry; others ignore a field they do not know.
  static let flag = Array(#"{"elided":true,"#.utf8)

  /// `line` (one JSON object, a line or a state) at most `limit` bytes long, with its longest
  /// strings elided and, when `flagged`, ``flag`` in front; `nil` when eliding every string
  /// longer than ``shortestElided`` is not enough.
  static func fitting(_ line: Data, within limit: Int, flagged: Bool) -> Data? {
    var threshold = max(limit / 2, shortestElided)
    while true {
      let stringsElided = eliding(stringsLongerThan: threshold, in: line)
      let elided = flagged ? Data(flag) + stringsElided.dropFirst() : stringsElided
      if elided.count <= limit { return elided }
      guard threshold > shortestElided else { return nil }
      threshold = max(threshold / 2, shortestElided)
    }
  }

  /// `line` with every string token longer than `threshold` encoded bytes (quotes included)
  /// replaced by its marker.
  static func eliding(stringsLongerThan threshold: Int, in line: Data) -> Data {
    let bytes = [UInt8](line)
    var output = Data()
    var index = 0
    var copiedUpTo = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      index = min(index + 1, bytes.count)
      guard index - start > threshold else { continue }
      output.append(contentsOf: bytes[copiedUpTo..<start])
      output.append(contentsOf: marker(for: bytes[start..<index]).utf8)
      copiedUpTo = index
    }
    output.append(contentsOf: bytes[copiedUpTo...])
    return output
  }

  /// `"elided:412345-bytes,crc32=1a2b3c4d"` for a string token of that many bytes.
  static func marker(for token: ArraySlice<UInt8>) -> String {
    let checksum = String(CRC32.checksum(token), radix: 16)
    return "\"elided:\(token.count)-bytes,crc32=\(String(repeating: "0", count: 8 - checksum.count) + checksum)\""
  }
}
