import ActionLog
import StoreRuntime
import WebViewFeature

extension ActionRecorder where State == WebViewFeature.State, Action == WebViewFeature.Action {
  /// Attaches a recorder to a web view screen's store that keeps every secret the screen knows
  /// of out of the log, and everything else a replay needs in it.
  ///
  /// The log records every action, every call the effects make (`WebViewCall.capture`) and, in
  /// the header, `configuration` and the store's `\.appInfo` (read now), so `webview-replay`
  /// replays with the policy and the app facts the device had. ``WebViewLogRedaction`` lists
  /// what is redacted and how; by default all of it. The redaction is the same in actions,
  /// states and calls, so the log replays to its checkpoints and its recorded calls.
  ///
  /// ```swift
  /// // Production: a flight recorder that survives a crash and holds no secret.
  /// let recorder = try ActionRecorder(
  ///   screen: store, configuration: configuration,
  ///   destination: .flightRecorder(folder: recordings, fileSize: 1 << 20))
  ///
  /// // Keeping one secret is one line: here, what users type into prompts.
  /// let debugRecorder = try ActionRecorder(
  ///   screen: store, configuration: configuration, destination: .file(logURL),
  ///   redaction: .keeping([.promptText]))
  /// ```
  ///
  /// - Parameters:
  ///   - store: The screen's store, whose `\.appInfo` the header records.
  ///   - configuration: The configuration the store's `WebViewFeature` was made with: it goes
  ///     into the header, and tells the redaction the session's storage key and origins and the
  ///     plugins' secret fields.
  ///   - destination: Where the log goes (`Destination`).
  ///   - checkpointInterval: As for `ActionRecorder`'s other initialisers.
  ///   - metadata: More header text (a ticket, a build flavour); the configuration and app
  ///     facts win over keys of the same name.
  ///   - redaction: What to keep out of the log: ``WebViewLogRedaction/all`` unless the app
  ///     keeps something on purpose.
  /// - Throws: As `ActionRecorder`'s other initialisers.
  public convenience init(
    screen store: Store<State, Action>,
    configuration: WebViewFeature.Configuration,
    destination: Destination,
    checkpointInterval: Int? = nil,
    metadata: [String: String] = [:],
    redaction: WebViewLogRedaction = .all
  ) throws(ActionLogError) {
    let redactor = WebViewLogRedactor(redaction, configuration: configuration)
    try self.init(
      store: store, feature: "WebViewFeature", destination: destination,
      checkpointInterval: checkpointInterval,
      metadata: metadata.merging(redactor.headerMetadata(appInfo: store.dependencies.appInfo)) { $1 },
      sanitizer: ActionLogSanitizer(action: { redactor.redact(&$0) }, state: { redactor.redact(&$0) }),
      schemaVersion: WebViewFeature.logSchema.version,
      capturingCalls: WebViewCall.capture, callSanitizer: { redactor.redact(&$0) })
  }
}
