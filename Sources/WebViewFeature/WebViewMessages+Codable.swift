import JSON

extension WebViewMessages: Codable {
  /// One message: its key in the encoded form, where it lives and the placeholders it may use.
  struct Entry: Sendable {
    var key: String
    var field: WritableKeyPath<WebViewMessages, String> & Sendable
    var placeholders: Set<String>
  }

  /// Every message, in the order the type declares them.
  static let entries: [Entry] = [
    Entry(key: "offline", field: \.offline, placeholders: []),
    Entry(key: "timedOut", field: \.timedOut, placeholders: []),
    Entry(key: "hostNotFound", field: \.hostNotFound, placeholders: []),
    Entry(key: "connectionLost", field: \.connectionLost, placeholders: []),
    Entry(key: "secureConnectionFailed", field: \.secureConnectionFailed, placeholders: []),
    Entry(key: "invalidCertificate", field: \.invalidCertificate, placeholders: []),
    Entry(key: "httpNoAccess", field: \.httpNoAccess, placeholders: ["status"]),
    Entry(key: "httpNotFound", field: \.httpNotFound, placeholders: ["status"]),
    Entry(key: "httpServerError", field: \.httpServerError, placeholders: ["status"]),
    Entry(key: "httpOther", field: \.httpOther, placeholders: ["status"]),
    Entry(key: "unsupportedContent", field: \.unsupportedContent, placeholders: ["type"]),
    Entry(key: "unknownContentType", field: \.unknownContentType, placeholders: []),
    Entry(key: "hostNotAllowed", field: \.hostNotAllowed, placeholders: ["host"]),
    Entry(key: "addressNotAllowed", field: \.addressNotAllowed, placeholders: []),
    Entry(key: "crashLoop", field: \.crashLoop, placeholders: ["count"]),
    Entry(key: "loadFailed", field: \.loadFailed, placeholders: []),
    Entry(key: "greeting", field: \.greeting, placeholders: []),
    Entry(key: "userInfoReply", field: \.userInfoReply, placeholders: []),
    Entry(key: "appVersionReply", field: \.appVersionReply, placeholders: []),
    Entry(key: "openURLReply", field: \.openURLReply, placeholders: []),
    Entry(key: "showToastReply", field: \.showToastReply, placeholders: []),
    Entry(key: "closeReply", field: \.closeReply, placeholders: []),
    Entry(key: "readyReply", field: \.readyReply, placeholders: []),
    Entry(key: "unknownAction", field: \.unknownAction, placeholders: ["action"]),
    Entry(key: "openURLNeedsURL", field: \.openURLNeedsURL, placeholders: []),
    Entry(key: "showToastNeedsMessage", field: \.showToastNeedsMessage, placeholders: []),
    Entry(key: "responseNotSendable", field: \.responseNotSendable, placeholders: ["reason"]),
    Entry(key: "replyHandlerUnanswered", field: \.replyHandlerUnanswered, placeholders: []),
    Entry(key: "dialogTitle", field: \.dialogTitle, placeholders: ["origin"]),
    Entry(key: "okButton", field: \.okButton, placeholders: []),
    Entry(key: "cancelButton", field: \.cancelButton, placeholders: []),
    Entry(key: "retryButton", field: \.retryButton, placeholders: []),
    Entry(key: "dismissButton", field: \.dismissButton, placeholders: []),
    Entry(key: "cameraPermission", field: \.cameraPermission, placeholders: ["origin"]),
    Entry(key: "microphonePermission", field: \.microphonePermission, placeholders: ["origin"]),
    Entry(key: "cameraAndMicrophonePermission", field: \.cameraAndMicrophonePermission, placeholders: ["origin"]),
    Entry(key: "motionPermission", field: \.motionPermission, placeholders: ["origin"]),
    Entry(key: "allowButton", field: \.allowButton, placeholders: []),
    Entry(key: "denyButton", field: \.denyButton, placeholders: []),
    Entry(key: "credentialsTitle", field: \.credentialsTitle, placeholders: ["host"]),
    Entry(key: "credentialsRefused", field: \.credentialsRefused, placeholders: []),
    Entry(key: "userNameField", field: \.userNameField, placeholders: []),
    Entry(key: "passwordField", field: \.passwordField, placeholders: []),
    Entry(key: "signInButton", field: \.signInButton, placeholders: []),
    Entry(key: "downloadFailed", field: \.downloadFailed, placeholders: ["file"]),
    Entry(key: "untitledDownload", field: \.untitledDownload, placeholders: []),
  ]

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The built-in replies that shared one message, `replyOK`, in tables written before each had
  /// its own: such a table's `replyOK` stands in for each of them.
  private static let repliesThatWereReplyOK: Set<String> = [
    "userInfoReply", "appVersionReply", "openURLReply", "showToastReply", "closeReply", "readyReply",
  ]

  /// Decodes a table: a missing or `null` message takes its English text (a built-in reply
  /// missing from a table that has the older `replyOK` takes that), unknown keys are ignored,
  /// and a message using a placeholder it does not have throws `DecodingError.dataCorrupted`
  /// naming the message and the placeholder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self = .english
    let replyOK = try container.decodeIfPresent(String.self, forKey: Key(stringValue: "replyOK"))
    for entry in Self.entries {
      let key = Key(stringValue: entry.key)
      let older = Self.repliesThatWereReplyOK.contains(entry.key) ? replyOK : nil
      guard let text = try container.decodeIfPresent(String.self, forKey: key) ?? older else { continue }
      if let unknown = Self.placeholders(in: text).first(where: { !entry.placeholders.contains($0) }) {
        let known = entry.placeholders.isEmpty ? "none" : entry.placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "message \(entry.key) uses {\(unknown)}, which it does not have (it has: \(known))")
      }
      self[keyPath: entry.field] = text
    }
  }

  /// Encodes every message under its property's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for entry in Self.entries {
      try container.encode(self[keyPath: entry.field], forKey: Key(stringValue: entry.key))
    }
  }
}
