/// A flight recorder's record that did not fit its ring whole, and what the recorder wrote
/// instead: what ``ActionRecorder/onOversizedRecord`` hears, once per recording.
///
/// A flight recorder's records are at most an eighth of its ring. The recording goes on
/// whatever one record weighs: an entry, a call or a checkpoint is written with its longest
/// strings elided (`"elided:<bytes>-bytes,crc32=<hex>"`), and only a record that still does not
/// fit with every long string elided is left out.
public struct OversizedRecord: Sendable, Equatable, CustomStringConvertible {
  /// What kind of record it was.
  public enum Kind: String, Sendable {
    /// An entry: its action.
    case entry
    /// A state after an entry.
    case checkpoint
    /// A call an effect made.
    case call
  }

  /// What the recorder wrote instead.
  public enum Outcome: Sendable, Equatable {
    /// The record, `bytes` long, with its longest strings elided.
    case elided(bytes: Int)
    /// Nothing: the record does not fit even elided (for a checkpoint, the next one that fits
    /// is written).
    case skipped
  }

  /// What kind of record it was.
  public var kind: Kind
  /// The entry it belongs to: the entry's, a checkpoint's, or the call's cause (0 when unknown).
  public var sequence: Int
  /// Its length, in bytes.
  public var bytes: Int
  /// The largest record the ring takes, in bytes.
  public var recordLimit: Int
  /// What the recorder wrote instead.
  public var outcome: Outcome
  /// The smallest file that takes this record whole.
  public var fileSizeNeeded: Int

  /// What happened, and the file size that would have kept the record whole.
  public var description: String {
    let written =
      switch outcome {
      case .elided(let bytes): "written with its longest strings elided (\(bytes) bytes)"
      case .skipped where kind == .checkpoint: "skipped; the next checkpoint that fits is written"
      case .skipped: "left out: it does not fit even with its strings elided"
      }
    return """
      the \(kind.rawValue) of entry \(sequence), \(bytes) bytes, does not fit the flight recorder's records of at most \
      \(recordLimit) bytes: \(written). A file of at least \(fileSizeNeeded) bytes keeps it whole.
      """
  }
}
