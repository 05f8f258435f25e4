import Foundation
import JSON

// Arbitrary bytes -> JSON text, read by the package's scanner and builder, with Foundation's
// JSONSerialization as the oracle.
// Invariants: no crash; text the strict reader (`JSONValue(jsonText:)`, a page's messages)
// accepts, JSONSerialization accepts too, with the same value; text JSONSerialization refuses,
// the strict reader refuses too. What JSONSerialization accepts and the strict reader refuses is
// only RFC 8259's strictness: a trailing comma, a byte order mark, a duplicate key. The
// top-level scan finds exactly the scalar members the full parse finds. What the strict reader
// read, the package's writer writes as text that it and Foundation's `JSONDecoder` (which
// decodes a plugin's payload from that text) both read back as the same value.
// Texts with a NUL byte are not compared: JSONSerialization takes them for UTF-16 or UTF-32.

private let limits = JSONLimits(maxDepth: 400, maxBytes: .max, maxStringLength: .max, maxElements: .max)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let strict = try? JSONValue(jsonText: text, limits: limits)
  checkTopLevel(text, against: strict)
  guard !text.utf8.contains(0) else { return 0 }
  let oracle = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
    .flatMap { try? JSONValue(foundation: $0, limits: limits) }
  if let strict {
    invariant(oracle != nil, "accepted what JSONSerialization refuses: \(text.debugDescription)")
    invariant(same(strict, oracle!), "read \(strict) where JSONSerialization reads \(oracle!): \(text.debugDescription)")
    checkEncoding(strict)
  } else if oracle != nil {
    invariant(lenientlyReadable(text), "refused what JSONSerialization accepts: \(text.debugDescription)")
  }
  return 0
}

/// Whether the strict reader's refusal of `text` was RFC 8259's strictness alone: without a byte
/// order mark and trailing commas it reads `text`, or finds a repeated key (JSONSerialization
/// keeps the last of duplicate keys and so never looks at the first's value).
private func lenientlyReadable(_ text: String) -> Bool {
  do {
    _ = try JSONValue(jsonText: withoutLeniencies(text), limits: limits)
    return true
  } catch {
    if case .duplicateKey = error { return true }
    return false
  }
}

/// `text` without a leading byte order mark, and without each comma outside a string that only
/// white space separates from a closing `]` or `}`.
private func withoutLeniencies(_ text: String) -> String {
  var bytes = Array(text.utf8)
  if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
  var kept: [UInt8] = []
  var inString = false
  var escaped = false
  for (index, byte) in bytes.enumerated() {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
    } else if byte == UInt8(ascii: "\"") {
      inString = true
    } else if byte == UInt8(ascii: ",") {
      let next = bytes[(index + 1)...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      if next == UInt8(ascii: "]") || next == UInt8(ascii: "}") { continue }
    }
    kept.append(byte)
  }
  return String(decoding: kept, as: UTF8.self)
}

/// Equal values, numbers nearly: JSONSerialization keeps a number with more digits than an
/// integer holds as an `NSDecimalNumber`, whose `doubleValue` is off by a few units in the last
/// place (6.733333333333328e+129 for 67333…, which is 6.733333333333334e+129); ours are
/// correctly rounded, as `Double(_:)` rounds.
private func same(_ ours: JSONValue, _ theirs: JSONValue) -> Bool {
  switch (ours, theirs) {
  case (.number(let a), .number(let b)):
    return a == b || abs(a - b) <= abs(a) * 1e-12 || (a.isNaN && b.isNaN)
  case (.array(let a), .array(let b)):
    return a.count == b.count && zip(a, b).allSatisfy(same)
  case (.object(let a), .object(let b)):
    return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
  default:
    return ours == theirs
  }
}

/// The top-level scan of `text` for every key of `value`'s object finds its members, as long as
/// each is a scalar (a string of at most 256 bytes); nothing when one is not, or when the text
/// does not parse as an object. Keys longer than 256 bytes are never wanted.
private func checkTopLevel(_ text: String, against value: JSONValue?) {
  guard case .object(let members)? = value else { return }
  let found = JSONValue.topLevelScalars(named: Set(members.keys), in: text)
  let wanted = members.filter { key, _ in key.utf8.count <= JSONValue.maxTopLevelFieldLength }
  let allScalars = wanted.values.allSatisfy { value in
    switch value {
    case .array, .object: false
    case .string(let string): string.utf8.count <= JSONValue.maxTopLevelFieldLength
    default: true
    }
  }
  let expected = allScalars ? wanted : nil
  invariant(
    found == expected, "top-level scan found \(String(describing: found)), the parse \(String(describing: expected)): \(text.debugDescription)")
}

/// Writes `value` with the package's writer, and reads it back with the strict reader and with
/// `JSONDecoder`.
private func checkEncoding(_ value: JSONValue) {
  let text = value.jsonText()
  let reread = try? JSONValue(jsonText: text, limits: limits)
  invariant(reread.map { same($0, value) } ?? false, "read \(String(describing: reread)) back from \(text) for \(value)")
  let decoded = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  invariant(decoded.map { same($0, value) } ?? false, "JSONDecoder read \(String(describing: decoded)) from \(text) for \(value)")
}
