import Foundation
import JSON

// Arbitrary bytes -> JSON text, read by the package's one scanner and builder, with Foundation's
// JSONSerialization as the oracle.
// Invariants: no crash; text the strict reader (`JSONValue(jsonText:)`, a page's messages)
// accepts, JSONSerialization accepts too, with the same value; text JSONSerialization refuses,
// the strict reader refuses too. What JSONSerialization accepts and the strict reader refuses is
// only RFC 8259's strictness: a trailing comma, a byte order mark, a duplicate key (the lenient
// scan, `JSONSyntax.decoder`, accepts those). The top-level scan finds exactly the scalar
// members the full parse finds. What the strict reader read, the package's encoder writes
// byte for byte as JSONEncoder (sorted keys, unescaped slashes) writes it, and the package's
// decoder reads that back as the same value (the strings logs write non-finite numbers as read
// back as those numbers).
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

/// Whether the strict reader's refusal of `text` was RFC 8259's strictness alone: the lenient scan
/// reads it, and either a log line's build reads it too or an object in it repeats a key
/// (JSONSerialization keeps the last of duplicate keys and so never looks at the first's value).
private func lenientlyReadable(_ text: String) -> Bool {
  TextBytes.withUTF8(of: text) { bytes in
    let tape = JSONTape()
    guard bytes.count > 0, (try? tape.scan(bytes, .decoder)) != nil else { return false }
    // Numbers too small for a Double are zero to the strict reader and refused by a log line's.
    return (try? TapeJSONValue.build(0, nodes: tape.nodes, text: bytes, .strict(limits))) != nil
      || (try? TapeJSONValue.build(0, nodes: tape.nodes, text: bytes, .logLine)) != nil
      || repeatsAKey(tape.nodes, text: bytes)
  }
}

/// Whether an object of the scanned text has two members with the same key.
private func repeatsAKey(_ nodes: RawStorage<TapeNode>, text: TextBytes) -> Bool {
  var node = 0
  let end = Int(nodes[0].next)
  while node < end {
    if nodes[node].kind == .object {
      var keys: Set<String> = []
      var member = node + 1
      for _ in 0..<nodes[node].count {
        if let key = TapeScalars.string(nodes[member], in: text), !keys.insert(key).inserted { return true }
        member = Int(nodes[member + 1].next)
      }
    }
    node += 1
  }
  return false
}

/// Whether every object in `value` has its keys in the same order under Swift's `String`
/// ordering and under their UTF-8 bytes (they differ for keys with combining marks).
private func ordersKeysAlike(_ value: JSONValue) -> Bool {
  switch value {
  case .array(let elements):
    return elements.allSatisfy(ordersKeysAlike)
  case .object(let members):
    let keys = Array(members.keys)
    return keys.sorted() == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      && members.values.allSatisfy(ordersKeysAlike)
  default:
    return true
  }
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
  invariant(found == expected, "top-level scan found \(String(describing: found)), the parse \(String(describing: expected)): \(text.debugDescription)")
}

/// Writes `value` with the package's encoder and with `JSONEncoder`, and reads it back.
private func checkEncoding(_ value: JSONValue) {
  let foundation = JSONEncoder()
  foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  guard let theirs = try? foundation.encode(value) else { return }
  guard let ours = try? JSONTextEncoder().encode(value) else {
    invariant(false, "refused to encode what JSONEncoder encodes: \(value)")
    return
  }
  if ordersKeysAlike(value) {
    invariant(
      ours == theirs,
      "wrote \(String(decoding: ours, as: UTF8.self)) where JSONEncoder writes \(String(decoding: theirs, as: UTF8.self))")
  } else {
    // Ours sorts keys with Swift's `String` ordering (canonical equivalence, as documented);
    // JSONEncoder by their bytes. Where the two orders differ, the members must be the same.
    let reread = { (text: Data) in try? JSONTextDecoder().decode(JSONValue.self, from: text) }
    invariant(
      reread(ours).flatMap { mine in reread(theirs).map { same(mine, $0) } } ?? false,
      "wrote \(String(decoding: ours, as: UTF8.self)) where JSONEncoder writes \(String(decoding: theirs, as: UTF8.self))")
  }
  let decoded = try? JSONTextDecoder().decode(JSONValue.self, from: ours)
  invariant(
    decoded.map { same($0, asLogsReadIt(value)) } ?? false,
    "read \(String(describing: decoded)) back from what it wrote for \(value)")
}

/// `value` as the package's decoder reads it back: the strings `"NaN"`, `"Infinity"` and
/// `"-Infinity"` are how logs write non-finite numbers, so they read as those numbers.
private func asLogsReadIt(_ value: JSONValue) -> JSONValue {
  switch value {
  case .string("NaN"): .number(.nan)
  case .string("Infinity"): .number(.infinity)
  case .string("-Infinity"): .number(-.infinity)
  case .array(let elements): .array(elements.map(asLogsReadIt))
  case .object(let members): .object(members.mapValues(asLogsReadIt))
  default: value
  }
}
