/// The command's exit status.
enum ExitStatus: Int32 {
  /// The log replayed (and verified, when asked).
  case success = 0
  /// A replayed state differs from a checkpoint.
  case diverged = 1
  /// The input or the command line is unusable.
  case unusableInput = 2
}
