/// The CRC-32 checksum (IEEE 802.3, the one zlib and PNG use) that flight-recorder records carry.
///
/// A checksum, not a signature: it detects a record the process died while writing, and
/// accidental damage, not tampering.
struct CRC32 {
  /// Eight tables of 256 entries, one after another: entry `b` of table `k` is the checksum
  /// state that byte `b` followed by `k` zero bytes leaves. Eight bytes then take eight lookups
  /// rather than eight rounds of one ("slicing-by-8"): every action a flight recorder writes is
  /// checksummed (`store-send-mix-flight-recorded`).
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var value = UInt32(byte)
      for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
      tables[byte] = value
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = tables[(slice - 1) * 256 + byte]
        tables[slice * 256 + byte] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
      }
    }
    return tables
  }()

  private(set) var value: UInt32 = 0

  /// Adds `bytes` to the checksum.
  mutating func update(_ bytes: some Sequence<UInt8>) {
    // Contiguous bytes (`Data`, arrays, their slices) are read through a buffer: a `Data`
    // iterator costs many times more a byte.
    if bytes.withContiguousStorageIfAvailable({ add($0) }) != nil { return }
    add(Array(bytes))
  }

  private mutating func add(_ bytes: some RandomAccessCollection<UInt8>) {
    let tables = Self.tables
    var crc = ~value
    var index = bytes.startIndex
    while bytes.distance(from: index, to: bytes.endIndex) >= 8 {
      var word = crc
      var high: UInt32 = 0
      for offset in 0..<4 { word ^= UInt32(bytes[bytes.index(index, offsetBy: offset)]) << (8 * offset) }
      for offset in 0..<4 { high |= UInt32(bytes[bytes.index(index, offsetBy: 4 + offset)]) << (8 * offset) }
      crc = 0
      for offset in 0..<4 {
        crc ^= tables[(7 - offset) * 256 + Int(word >> (8 * offset) & 0xFF)]
        crc ^= tables[(3 - offset) * 256 + Int(high >> (8 * offset) & 0xFF)]
      }
      index = bytes.index(index, offsetBy: 8)
    }
    while index != bytes.endIndex {
      crc = tables[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
      index = bytes.index(after: index)
    }
    value = ~crc
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }
}
