import ActionLog
import WebViewFeature

/// Why the command stopped before the end of the log.
enum ReplayFailure: Error, CustomStringConvertible {
  /// The command line cannot be acted on.
  case usage(UsageError)
  /// The log cannot be read or replayed.
  case log(ActionLogError)
  /// The header's configuration metadata is not valid.
  case badConfiguration(String)
  /// Printing an entry as JSON failed.
  case output(String)

  var description: String {
    switch self {
    case .usage(let error): "\(error)\nRun webview-replay --help for usage."
    case .log(let error): error.description
    case .badConfiguration(let reason):
      """
      line 1: the "\(WebViewFeature.Configuration.logMetadataKey)" metadata is not a valid \
      WebViewFeature.Configuration (write it with Configuration.logMetadata, or remove it to replay \
      with the defaults): \(reason)
      """
    case .output(let reason): "cannot print an entry: \(reason)"
    }
  }
}
