import BridgeClient
import Foundation
import JSON
import WebViewFeature

/// Scripted answers to the page's JavaScript panels, used in order: the first answers the first
/// panel, and so on.
///
/// The file is a JSON array. An alert takes any value (`"ok"`), a confirm `true` or `false`, a
/// prompt a string (the text typed) or `null` (cancel), a file input a path or an array of paths
/// (relative ones from the current directory) or `null` (cancel), a sign-in an object with a
/// `user` and a `password` or `null` (cancel):
/// `["ok", true, "Mina", null, "photo.png", {"user": "mina", "password": "…"}]`. An answer of the
/// wrong kind, or a panel after the last answer, gets the panel's default (alert done, confirm
/// `false`, prompt `nil`, no files, no credentials), and the live log says so.
package struct DialogAnswers: Sendable, Equatable {
  /// The answers not used yet.
  package private(set) var remaining: [JSONValue]

  /// Answers in order.
  package init(_ answers: [JSONValue]) {
    remaining = answers
  }

  /// Reads an answers file.
  package init(contentsOf file: URL) throws(DevHostError) {
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw .invalidFile(path: file.path, reason: "\(error)")
    }
    let value: JSONValue
    do {
      value = try JSONValue(jsonText: text)
    } catch {
      throw .invalidFile(path: file.path, reason: error.description)
    }
    guard case .array(let answers) = value else {
      throw .invalidFile(path: file.path, reason: "expected a JSON array of answers, such as [\"ok\", true, \"Mina\", null]")
    }
    self.init(answers)
  }

  /// Takes the next answer for `dialog`; `nil` when none is left or it does not fit the panel
  /// (the caller falls back to the default).
  package mutating func next(for dialog: JSDialog) -> DialogResult? {
    guard !remaining.isEmpty else { return nil }
    return Self.result(remaining.removeFirst(), for: dialog)
  }

  /// What `answer` means for `dialog`, or `nil` when it does not fit (of another kind, or files
  /// the panel cannot take, such as two for a single-file input).
  static func result(_ answer: JSONValue, for dialog: JSDialog) -> DialogResult? {
    let result: DialogResult? =
      switch (dialog.kind, answer) {
      case (.alert, _): .alertDismissed
      case (.confirm, .bool(let confirmed)): .confirmed(confirmed)
      case (.prompt, .string(let text)): .prompted(text)
      case (.prompt, .null): .prompted(nil)
      case (.fileInput, .null): .filesSelected(nil)
      case (.fileInput, .string(let path)): .filesSelected([URL(fileURLWithPath: path)])
      case (.fileInput, .array(let paths)):
        paths.allSatisfy { $0.stringValue != nil }
          ? .filesSelected(paths.compactMap(\.stringValue).map { URL(fileURLWithPath: $0) }) : nil
      case (.credentials, .null): .credentialsProvided(nil)
      case (.credentials, .object(let fields)):
        fields["user"]?.stringValue.flatMap { user in
          fields["password"]?.stringValue.map { .credentialsProvided(Credentials(user: user, password: $0)) }
        }
      default: nil
      }
    return result.flatMap { dialog.accepts($0) ? $0 : nil }
  }
}
