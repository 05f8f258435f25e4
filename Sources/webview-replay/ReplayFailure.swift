import ActionLog
import WebViewFeature

/// Why the command stopped before the end of the log.
enum ReplayFailure: Error, CustomStringConvertible {
  /// The command line cannot be acted on.
  case usage(UsageError)
  /// The log cannot be read or replayed; `hint` says what would help.
  case log(ActionLogError, hint: String? = nil)
  /// The header's configuration metadata is not valid.
  case badConfiguration(String)
  /// Another header metadata value the replay reads is not valid.
  case badMetadata(key: String, reason: String)
  /// `--state-at` named an entry the log does not reach.
  case noSuchEntry(Int, last: Int?)
  /// Printing an entry or writing the page failed.
  case output(String)

  var description: String {
    switch self {
    case .usage(let error): "\(error)\nRun webview-replay --help for usage."
    case .log(let error, let hint): error.description + (hint.map { " (\($0))" } ?? "")
    case .badConfiguration(let reason):
      """
      line 1: the "\(WebViewFeature.Configuration.logMetadataKey)" metadata is not a valid \
      WebViewFeature.Configuration (write it with Configuration.logMetadata, or remove it to replay \
      with the defaults): \(reason)
      """
    case .badMetadata(let key, let reason): "line 1: the \"\(key)\" metadata is not valid: \(reason)"
    case .noSuchEntry(let sequence, let last):
      "the log has no entry \(sequence)" + (last.map { " (its last entry is #\($0))" } ?? " (it has no entries)")
    case .output(let reason): "cannot write the output: \(reason)"
    }
  }
}
