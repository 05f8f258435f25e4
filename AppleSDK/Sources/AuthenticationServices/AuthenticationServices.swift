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

  /// `class Callback` (iOS 17.4, macOS 14.4): when the session calls its completion handler.
  @available(iOS 17.4, macOS 14.4, *)
  public final class Callback: NSObject {
    /// What the callback matches, for tests.
    package enum Match: Hashable, Sendable {
      case customScheme(String)
      case https(host: String, path: String)
    }

    package let match: Match

    private init(_ match: Match) {
      self.match = match
      super.init()
    }

    /// `class func customScheme(_ customScheme: String) -> Self`: a redirect to this scheme.
    public class func customScheme(_ customScheme: String) -> Self { Self(.customScheme(customScheme)) }

    /// `class func https(host: String, path: String) -> Self`: a redirect to this `https` URL.
    public class func https(host: String, path: String) -> Self { Self(.https(host: host, path: path)) }
  }

  /// `init(url URL: URL, callback: ASWebAuthenticationSession.Callback, completionHandler: @escaping
  /// ASWebAuthenticationSession.CompletionHandler)` (iOS 17.4, macOS 14.4).
  @available(iOS 17.4, macOS 14.4, *)
  public convenience init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
    self.init(URL, callbackURLScheme: nil, callback: AnyHashable(callback.match), completionHandler)
  }

  #if APPLE_SDK_27
    /// `init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping
    /// ASWebAuthenticationSession.CompletionHandler)`: deprecated in iOS 27.0 and macOS 27.0.
    @available(iOS, introduced: 12.0, deprecated: 27.0, message: "Use init(url:callback:completionHandler:)")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use init(url:callback:completionHandler:)")
    public convenience init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
      self.init(URL, callbackURLScheme: callbackURLScheme, callback: nil, completionHandler)
    }
  #else
    /// `init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping
    /// ASWebAuthenticationSession.CompletionHandler)`.
    public convenience init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
      self.init(URL, callbackURLScheme: callbackURLScheme, callback: nil, completionHandler)
    }
  #endif

  private init(_ url: URL, callbackURLScheme: String?, callback: AnyHashable?, _ completionHandler: @escaping CompletionHandler) {
    self.url = url
    self.callbackURLScheme = callbackURLScheme
    self.callback = callback
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
  /// The scheme given to the initialiser deprecated in SDK 27.
  package let callbackURLScheme: String?
  /// The callback given to `init(url:callback:completionHandler:)`.
  package let callback: AnyHashable?
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
