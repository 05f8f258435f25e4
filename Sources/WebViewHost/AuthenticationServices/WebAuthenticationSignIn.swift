#if canImport(AuthenticationServices)
  import AuthenticationServices
  import Foundation
  import WebViewFeature
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  extension SignInClient {
    /// Signs in through `ASWebAuthenticationSession`: the system's sheet (or the default browser,
    /// on macOS) shows the provider's page, shares the browser's sign-in unless
    /// `prefersEphemeralWebBrowserSession`, and ends on the provider's redirect to the callback
    /// scheme.
    ///
    /// ```swift
    /// let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
    ///   $0.signIn = .webAuthenticationSession()
    /// }
    /// ```
    ///
    /// The callback URL comes back as ``SignInOutcome/callback(_:)``; the user closing the sheet
    /// as ``SignInOutcome/cancelled``; any other end as ``SignInOutcome/failed(_:)``, with the
    /// reason for logs. The session shows over the app's key window. When the screen hands off a
    /// newer sign-in (or goes away), the effect's task is cancelled: the session is cancelled
    /// with it and the outcome is ``SignInOutcome/cancelled``.
    public static func webAuthenticationSession(prefersEphemeralWebBrowserSession: Bool = false) -> SignInClient {
      SignInClient { url, callbackScheme in
        await WebAuthenticationSignIn.signIn(url, callbackScheme, ephemeral: prefersEphemeralWebBrowserSession)
      }
    }
  }

  /// One sign-in in `ASWebAuthenticationSession`, ended exactly once: by the session's completion
  /// or by the task's cancellation, whichever comes first.
  @MainActor
  final class WebAuthenticationSignIn: NSObject, ASWebAuthenticationPresentationContextProviding {
    private let anchor: ASPresentationAnchor
    private var session: ASWebAuthenticationSession?
    private var continuation: CheckedContinuation<SignInOutcome, Never>?

    private init(anchor: ASPresentationAnchor) {
      self.anchor = anchor
    }

    static func signIn(_ url: URL, _ callbackScheme: String?, ephemeral: Bool) async -> SignInOutcome {
      guard let anchor = keyWindow() else { return .failed("no window to show the sign-in over") }
      let signIn = WebAuthenticationSignIn(anchor: anchor)
      return await withTaskCancellationHandler {
        await withCheckedContinuation { signIn.start(url, callbackScheme, ephemeral: ephemeral, $0) }
      } onCancel: {
        Task { @MainActor in signIn.finish(.cancelled, cancellingTheSession: true) }
      }
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
      anchor
    }

    private func start(
      _ url: URL, _ callbackScheme: String?, ephemeral: Bool, _ continuation: CheckedContinuation<SignInOutcome, Never>
    ) {
      self.continuation = continuation
      // `@Sendable`: the system may call it on any thread; the outcome hops to the main actor.
      let completion: ASWebAuthenticationSession.CompletionHandler = { @Sendable [weak self] callback, error in
        let outcome = Self.outcome(callback, error)
        Task { @MainActor in self?.finish(outcome) }
      }
      let session: ASWebAuthenticationSession
      if #available(iOS 17.4, macOS 14.4, *), let callbackScheme {
        session = ASWebAuthenticationSession(url: url, callback: .customScheme(callbackScheme), completionHandler: completion)
      } else {
        // Below iOS 17.4 / macOS 14.4, or without a scheme (which only this initialiser takes):
        // deprecated from SDK 27 on, and no warning here, since the deployment target is older.
        session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme, completionHandler: completion)
      }
      session.presentationContextProvider = self
      session.prefersEphemeralWebBrowserSession = ephemeral
      self.session = session
      if !session.start() { finish(.failed("ASWebAuthenticationSession did not start")) }
    }

    private func finish(_ outcome: SignInOutcome, cancellingTheSession: Bool = false) {
      guard let continuation else { return }
      self.continuation = nil
      if cancellingTheSession { session?.cancel() }
      session = nil
      continuation.resume(returning: outcome)
    }

    nonisolated private static func outcome(_ callback: URL?, _ error: (any Error)?) -> SignInOutcome {
      if let callback { return .callback(callback) }
      if (error as? ASWebAuthenticationSessionError)?.code == .canceledLogin { return .cancelled }
      return .failed(error.map { "\($0)" } ?? "the session ended without a callback")
    }

    /// The window the user is looking at: the key window, else the first one.
    private static func keyWindow() -> ASPresentationAnchor? {
      #if canImport(UIKit)
        let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        return windows.first(where: \.isKeyWindow) ?? windows.first
      #elseif canImport(AppKit)
        return NSApplication.shared.keyWindow ?? NSApplication.shared.windows.first
      #endif
    }
  }
#endif
