/// The CRC-32 checksum (IEEE 802.3, the one zlib and PNG use) that flight-recorder records carry.
///
/// A checksum, not a signature: it detects a record the process died while writing, and
/// accidental damage, not tampering.
struct CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  private(set) var value: UInt32 = 0

  /// Adds `bytes` to the checksum.
  mutating func update(_ bytes: some Sequence<UInt8>) {
    // Contiguous bytes (`Data`, arrays, their slices) are read through a buffer: a `Data`
    // iterator costs many times more a byte (`store-send-mix-flight-recorded`).
    if bytes.withContiguousStorageIfAvailable({ add($0) }) != nil { return }
    add(bytes)
  }

  private mutating func add(_ bytes: some Sequence<UInt8>) {
    var crc = ~value
    for byte in bytes { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    value = ~crc
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(bytes)
    return crc.value
  }
}
