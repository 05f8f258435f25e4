import Foundation

extension JSONWriter {
  /// Writes what ``JSONTextEncoder`` built, with object members sorted by key so that equal
  /// values always give the same bytes. When a key was encoded twice, the last value is written,
  /// as `JSONEncoder` does.
  ///
  /// Recursive, unlike ``write(_:)``: the tree's depth is the nesting of Swift types, not
  /// something a page sends.
  mutating func write(_ value: EncodedValue) {
    switch value {
    case .null: output.append("null")
    case .bool(let flag): flag ? output.append("true") : output.append("false")
    case .integer(let integer): output.appendDecimal(integer)
    case .unsigned(let integer): output.append(contentsOf: integer.description)
    case .double(let number): writeNumber(number)
    case .float(let number):
      // The `Float`'s own shortest digits without a trailing `.0`, as `JSONEncoder` writes them.
      var text = number.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      output.append(contentsOf: text)
    case .decimal(let number): output.append(contentsOf: number.description)
    case .string(let string): writeString(string)
    case .array(let array):
      output.append(UInt8(ascii: "["))
      for (index, element) in array.elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      var first = true
      let members = Self.sortedByKey(object.members)
      for (index, member) in members.enumerated() {
        // Sorting keeps equal keys in the order they were encoded: only the last one counts.
        if index + 1 < members.count, members[index + 1].key == member.key { continue }
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        writeKey(member.key)
        write(member.value)
      }
      output.append(UInt8(ascii: "}"))
    case .deferred(let encoder):
      write(encoder.value ?? .object(EncodedObject()))
    }
  }

  /// `members` sorted by key, members with equal keys in their original order. Objects are mostly
  /// small, where an insertion sort beats the general (also stable) sort's bookkeeping.
  private static func sortedByKey(_ members: [EncodedMember]) -> [EncodedMember] {
    guard members.count > 1 else { return members }
    guard members.count <= 16 else { return members.sorted { $0.key < $1.key } }
    var sorted = members
    for next in 1..<sorted.count {
      var hole = next
      while hole > 0, sorted[next].key < sorted[hole - 1].key { hole -= 1 }
      if hole < next {
        let member = sorted.remove(at: next)
        sorted.insert(member, at: hole)
      }
    }
    return sorted
  }
}
