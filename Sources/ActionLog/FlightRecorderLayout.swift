import Foundation

/// The byte layout of a flight-recorder file, shared by the writer and recovery.
///
/// ```
/// file header   "WVFLIGHT" · version u32 · header-line length u32 · file size u64 ·
///               checksum u32 (of the 16 bytes before it and the line) · the log's header line
///               (without `initialState`), then zeros up to an 8-byte boundary
/// records       a ring over the rest of the file, each at an 8-byte boundary:
///               "WVR1" · payload length u32 · record number u64 · sequence u64 · kind u8 ·
///               3 zero bytes · checksum u32 (of bytes 4..<28 and the payload) · payload
/// ```
///
/// Integers are little-endian. Record numbers count every record of the session from 1, so the
/// newest records are the longest run of consecutive numbers that ends at the highest one.
enum FlightRecorderLayout {
  static let fileMagic = Array("WVFLIGHT".utf8)
  static let version: UInt32 = 1
  static let fileHeaderSize = 28
  static let recordMagic = Array("WVR1".utf8)
  static let recordHeaderSize = 32
  /// The smallest ring the recorder accepts, after the file header: records of up to 2 KB.
  static let minimumRingSize = 16 * 1024

  /// What a record holds.
  enum Kind: UInt8 {
    /// An entry line without its state; `sequence` is the entry's.
    case entry = 1
    /// The state after entry `sequence` (0: before the first entry), as JSON.
    case checkpoint = 2
    /// A call line; `sequence` is its cause, 0 when unknown.
    case call = 3
    /// The state after entry `sequence` with its longest strings elided, written when the
    /// whole state does not fit a record: recovery starts from one only when the ring holds no
    /// whole checkpoint, and the replay adopts the next checkpoint after it.
    case elidedCheckpoint = 4

    /// Whether the record holds a state.
    var isCheckpoint: Bool { self == .checkpoint || self == .elidedCheckpoint }
  }

  static func aligned(_ offset: Int) -> Int { (offset + 7) & ~7 }

  /// Where the records start in a file whose header line is `lineLength` bytes.
  static func dataStart(lineLength: Int) -> Int { aligned(fileHeaderSize + lineLength) }

  /// Replaces `bytes` with a record, padded to an 8-byte boundary. `bytes` is the writer's one
  /// buffer, kept from record to record so that a record costs no allocation
  /// (`store-send-mix-flight-recorded`).
  static func record(
    kind: Kind, number: UInt64, sequence: UInt64, payload: [UInt8], into bytes: inout [UInt8]
  ) {
    bytes.removeAll(keepingCapacity: true)
    bytes.reserveCapacity(aligned(recordHeaderSize + payload.count))
    bytes += recordMagic
    append(UInt32(payload.count), to: &bytes)
    append(number, to: &bytes)
    append(sequence, to: &bytes)
    // The kind and three zero bytes.
    append(UInt32(kind.rawValue), to: &bytes)
    var crc = CRC32()
    crc.update(bytes[4...])
    crc.update(payload)
    append(crc.value, to: &bytes)
    bytes += payload
    while bytes.count % 8 != 0 { bytes.append(0) }
  }

  /// The file header for a log whose header line is `line`.
  static func fileHeader(line: Data, fileSize: Int) -> [UInt8] {
    var bytes = fileMagic
    append(version, to: &bytes)
    append(UInt32(line.count), to: &bytes)
    append(UInt64(fileSize), to: &bytes)
    var crc = CRC32()
    crc.update(bytes[8...])
    crc.update(line)
    append(crc.value, to: &bytes)
    bytes += line
    return bytes
  }

  /// Appends `value`'s bytes, least significant first.
  static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: T.bitWidth, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
  }

  static func read<T: FixedWidthInteger>(_: T.Type, in bytes: [UInt8], at offset: Int) -> T {
    var value = T.zero
    for index in (0..<MemoryLayout<T>.size).reversed() { value = value << 8 | T(bytes[offset + index]) }
    return value
  }
}
