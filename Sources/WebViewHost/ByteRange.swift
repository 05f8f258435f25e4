/// The bytes one `Range: bytes=…` header asks of a file, as RFC 9110 reads it: `bytes=0-99`,
/// `bytes=100-` (to the end) or `bytes=-100` (the last 100).
///
/// A header that is not one such range (several ranges, another unit, garbage) asks for
/// nothing in particular: the server ignores it and sends the whole file, which the RFC
/// allows. Media players ask for one range at a time.
package enum ByteRange: Equatable, Sendable {
  /// From `first` to `last`, both included; `last` nil means to the end.
  case from(Int, through: Int?)
  /// The last `count` bytes.
  case suffix(Int)

  /// The range a header's value asks for, or `nil` when the header should be ignored.
  package init?(header: String) {
    let text = header.trimmingCharacters(in: .whitespaces)
    guard text.lowercased().hasPrefix("bytes=") else { return nil }
    let spec = text.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
    guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return nil }
    let start = spec[..<dash]
    let end = spec[spec.index(after: dash)...]
    if start.isEmpty {
      guard let count = Self.number(end) else { return nil }
      self = .suffix(count)
    } else {
      guard let first = Self.number(start) else { return nil }
      if end.isEmpty {
        self = .from(first, through: nil)
      } else {
        guard let last = Self.number(end), last >= first else { return nil }
        self = .from(first, through: last)
      }
    }
  }

  /// The byte offsets this range selects in a file of `size` bytes, or `nil` when it selects
  /// none (`416 Range Not Satisfiable`): a start past the end, an empty suffix, an empty file.
  package func offsets(inFileOf size: Int) -> Range<Int>? {
    switch self {
    case .from(let first, let last):
      guard first < size else { return nil }
      return first..<(min(last ?? (size - 1), size - 1) + 1)
    case .suffix(let count):
      guard count > 0, size > 0 else { return nil }
      return max(0, size - count)..<size
    }
  }

  /// Digits only, at most 18 of them (no sign, no space, no overflow).
  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
      return nil
    }
    return Int(text)
  }
}
