// A stand-in for the part of Apple's AuthenticationServices that this package's Apple-only code
// uses (see AppleSDK/README.md): declarations transcribed from Apple's documentation with their
// isolation; the session behaves just enough for the tests, which drive it through `package`
// members the Apple-only sources cannot see.
@_exported import Foundation

#if canImport(UIKit)
  import UIKit

  /// `typealias ASPresentationAnchor = UIWindow`.
  public typealias ASPresentationAnchor = UIWindow
#elseif canImport(AppKit)
  import AppKit

  /// `typealias ASPresentationAnchor = NSWindow`.
  public typealias ASPresentationAnchor = NSWindow
#endif

/// `@MainActor protocol ASWebAuthenticationPresentationContextProviding : NSObjectProtocol`.
@MainActor public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
  /// `func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor`.
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// `struct ASWebAuthenticationSessionError` (an `NSError` of `ASWebAuthenticationSessionErrorDomain`).
public struct ASWebAuthenticationSessionError: Error, Sendable {
  /// `enum Code : Int`.
  public enum Code: Int, Sendable {
    case canceledLogin = 1
    case presentationContextNotProvided = 2
    case presentationContextInvalid = 3
  }

  /// `var code: ASWebAuthenticationSessionError.Code { get }`.
  public let code: Code

  package init(_ code: Code) { self.code = code }
}

/// `class ASWebAuthenticationSession : NSObject` (not main-actor isolated, not `Sendable`).
open class ASWebAuthenticationSession: NSObject {
  /// `typealias CompletionHandler = (URL?, (any Error)?) -> Void`.
  public typealias CompletionHandler = (URL?, (any Error)?) -> Void

  /// `init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping
  /// ASWebAuthenticationSession.CompletionHandler)`.
  public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
    self.url = URL
    self.callbackURLScheme = callbackURLScheme
    self.completionHandler = completionHandler
    super.init()
  }

  /// `weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)? { get set }`.
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?

  /// `var prefersEphemeralWebBrowserSession: Bool { get set }`.
  open var prefersEphemeralWebBrowserSession = false

  /// `func start() -> Bool`: as the system does, it asks the provider for its anchor and fails
  /// without one; the test completes the session later (``complete(callbackURL:error:)``).
  open func start() -> Bool {
    // The fake is started on the main actor, as apps start sessions.
    nonisolated(unsafe) let session = self
    return MainActor.assumeIsolated {
      guard FakeAuthenticationSessions.startSucceeds, let provider = session.presentationContextProvider else { return false }
      session.anchor = provider.presentationAnchor(for: session)
      FakeAuthenticationSessions.started.append(session)
      return true
    }
  }

  /// `func cancel()`: the system dismisses the session (the fake records it).
  open func cancel() {
    isCancelled = true
  }

  // MARK: For tests (package: invisible to the Apple-only sources)

  package let url: URL
  package let callbackURLScheme: String?
  private let completionHandler: CompletionHandler
  /// The anchor the provider gave when the session started.
  package private(set) var anchor: ASPresentationAnchor?
  package private(set) var isCancelled = false

  /// Ends the session as the system does: with the callback URL, or with an error.
  package func complete(callbackURL: URL?, error: (any Error)?) {
    completionHandler(callbackURL, error)
  }
}

/// The sessions the app started, for tests.
@MainActor package enum FakeAuthenticationSessions {
  /// The sessions started so far, oldest first.
  package static var started: [ASWebAuthenticationSession] = []
  /// Whether `start()` succeeds (the system refuses, for one, a session started twice).
  package static var startSucceeds = true
}
