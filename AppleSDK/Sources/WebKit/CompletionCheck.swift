import Foundation

/// What WebKit does with a decision or panel block (its `CompletionHandlerCallChecker`): a block
/// called twice, or released without being called, raises an Objective-C exception that ends
/// the app. Here it traps. A reply handler's block may be released uncalled (WebKit rejects the
/// page's promise then), so its check has `mustBeCalled: false`.
@MainActor package final class CompletionCheck {
  private let method: String
  private let mustBeCalled: Bool
  private var wasCalled = false

  package init(method: String, mustBeCalled: Bool = true) {
    self.method = method
    self.mustBeCalled = mustBeCalled
  }

  package func called() {
    if wasCalled { fatalError("Completion handler passed to \(method) was called more than once") }
    wasCalled = true
  }

  deinit {
    if !wasCalled, mustBeCalled { fatalError("Completion handler passed to \(method) was not called") }
  }
}

/// What an authentication challenge's completion handler received, for a test to read.
package struct ChallengeResponse {
  package let disposition: URLSession.AuthChallengeDisposition
  package let credential: URLCredential?

  package init(_ disposition: URLSession.AuthChallengeDisposition, _ credential: URLCredential?) {
    self.disposition = disposition
    self.credential = credential
  }
}

/// The answers a decision or panel block received, for a test to read.
@MainActor package final class Answers<Answer> {
  /// Every answer, in order: exactly one when WebKit is content.
  package internal(set) var values: [Answer] = []
  /// Whether no delegate took the call, so WebKit answered with its own default.
  package internal(set) var answeredByWebKitDefault = false

  package init() {}

  /// The one answer, or `nil` while none came.
  package var value: Answer? { values.last }
}
