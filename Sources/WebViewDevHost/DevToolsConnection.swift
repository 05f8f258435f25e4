import BridgeClient
import Foundation
import JSON

/// One event the browser sent: its method, parameters and the session (target) it belongs to.
struct DevToolsEvent: Sendable {
  let method: String
  let params: JSONValue
  let sessionID: String?
}

/// The DevTools protocol over ``DevToolsPipe``: numbered commands answered by id, and events.
///
/// Messages are JSON, read and written with the bridge's own `JSONValue`, parser and writer. A
/// command's answer resumes its caller; everything else is an event, handed to ``onEvent`` in the
/// order the browser sent it. Commands can be sent while an event is being handled, and events
/// keep arriving while a command waits, so handling an event never blocks the browser.
@MainActor
final class DevToolsConnection {
  /// Called with every event, in order.
  var onEvent: (@MainActor (DevToolsEvent) -> Void)?
  /// Called once when the browser closed the pipe.
  var onClose: (@MainActor () -> Void)?
  /// Called with messages that could not be read (never expected from a browser).
  var onProblem: (@MainActor (String) -> Void)?

  private let pipe: DevToolsPipe
  private var nextID = 1
  private var waiting: [Int: (method: String, answer: @MainActor (Result<JSONValue, DevHostError>) -> Void)] = [:]
  private(set) var isClosed = false

  init(pipe: DevToolsPipe) {
    self.pipe = pipe
    Task { [weak self, messages = pipe.messages] in
      for await incoming in messages {
        self?.receive(incoming)
      }
      self?.closed()
    }
  }

  /// Sends a command and returns its result; throws ``DevHostError/commandFailed(method:message:)``
  /// for an error answer and ``DevHostError/browserClosed`` when the browser is gone.
  @discardableResult
  func send(_ method: String, _ params: JSONValue = [:], session: String? = nil) async throws(DevHostError) -> JSONValue {
    let result = await withCheckedContinuation { continuation in
      post(method, params, session: session) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// Writes a command now, in call order with every other command; `answer` gets its result.
  /// Without `answer`, a failure goes to ``onProblem``.
  func post(
    _ method: String, _ params: JSONValue = [:], session: String? = nil,
    answer: (@MainActor (Result<JSONValue, DevHostError>) -> Void)? = nil
  ) {
    let answer =
      answer ?? { [weak self] result in
        if case .failure(let error) = result { self?.onProblem?("\(method): \(error)") }
      }
    guard !isClosed else { return answer(.failure(.browserClosed)) }
    let id = nextID
    nextID += 1
    var message: [String: JSONValue] = ["id": .number(Double(id)), "method": .string(method), "params": params]
    if let session { message["sessionId"] = .string(session) }
    waiting[id] = (method, answer)
    pipe.write(JSONValue.object(message).jsonText())
  }

  /// Closes our ends of the pipe; call once the browser process has exited.
  func closePipe() {
    pipe.close()
  }

  private func receive(_ incoming: DevToolsPipe.Incoming) {
    let message: JSONValue
    switch incoming {
    case .message(let parsed):
      message = parsed
    case .unreadable(let text, let reason):
      onProblem?("unreadable message from the browser (\(reason)): \(text)")
      return
    }
    if let id = message["id"]?.intValue {
      guard let entry = waiting.removeValue(forKey: id) else { return }
      if let error = message["error"] {
        let text = error["message"]?.stringValue ?? error.jsonText()
        entry.answer(.failure(.commandFailed(method: entry.method, message: text)))
      } else {
        entry.answer(.success(message["result"] ?? [:]))
      }
      return
    }
    guard let method = message["method"]?.stringValue else { return }
    onEvent?(DevToolsEvent(method: method, params: message["params"] ?? [:], sessionID: message["sessionId"]?.stringValue))
  }

  private func closed() {
    isClosed = true
    let pending = waiting
    waiting = [:]
    for entry in pending.values { entry.answer(.failure(.browserClosed)) }
    onClose?()
  }
}
