import Foundation
import Observation
import StoreRuntime

/// What the screen asks its app to present now — the page's panel or file chooser, a toast, a
/// load error, a URL for the system, a downloaded file — and the one action each answer sends back: the logic a
/// SwiftUI or UIKit layer would otherwise write, kept here where it is tested on Linux.
///
/// Each one-shot is sent **exactly once per presentation**, whatever the view does: an answer or
/// dismissal of something no longer presented (answered already, replaced by the next one, or
/// gone with the screen) sends nothing. So a view may call `dismiss(_:)` from every way
/// an alert can go away (a button, a swipe, the view leaving) after ``answer(_:with:)`` ran: the
/// page's promise settles once, with the answer.
///
/// It is `Observable`: a SwiftUI view that reads ``dialog``, ``toast``, ``errorBanner`` or
/// ``urlToOpen`` is redrawn when it changes, including a toast that follows another with the same
/// text (each has its own ``Toast/id``).
///
/// ```swift
/// let presenter = WebViewPresenter(store: store, messages: configuration.messages)
/// if let dialog = presenter.dialog { presenter.answer(dialog, with: .confirmed(true)) }
/// ```
@MainActor
@Observable
public final class WebViewPresenter {
  /// The page's panel: `alert`, `confirm`, `prompt`, a permission request or a sign-in to show as
  /// an alert, a file input's chooser to show as the system's file importer.
  public struct Dialog: Equatable, Sendable, Identifiable {
    /// The panel's id, to answer it with.
    public var id: DialogID
    /// `WebViewMessages/dialogTitle` naming who asked, or for a permission request the question
    /// (`WebViewMessages/cameraPermission` and the others); `nil` when that is unknown, and for a
    /// file input (show none).
    public var title: String?
    /// The page's text; empty for a file input and a permission request; for a sign-in the
    /// server refused before, `WebViewMessages/credentialsRefused`.
    public var message: String
    /// Which panel: the buttons to offer (OK; OK and Cancel; a text field too; Allow and Don't
    /// Allow; a user name and a password field with Cancel and Sign In), or the files to let the
    /// user choose (one or several, folders too).
    public var kind: JSDialog.Kind
  }

  /// A toast to show for a moment, then report with ``toastFinished(_:)``.
  public struct Toast: Equatable, Sendable, Identifiable {
    /// Different for every toast shown, even two with the same text in a row: key the view's
    /// timer on it (`.task(id: toast.id)`).
    public var id: Int
    /// The text, safe for the screen.
    public var message: String
  }

  /// A load error to show with a way to retry and a way to dismiss.
  public struct ErrorBanner: Equatable, Sendable {
    /// What went wrong.
    public var error: LoadError
    /// The text in the configured language.
    public var message: String
  }

  @ObservationIgnored private let store: Store<WebViewFeature.State, WebViewFeature.Action>
  /// The texts a view shows with what is presented: the panels' titles (already in ``Dialog``)
  /// and the buttons' labels (`WebViewMessages/okButton`, `cancelButton`, `retryButton`,
  /// `dismissButton`).
  @ObservationIgnored public let messages: WebViewMessages
  /// Toasts this presenter reported shown: the next one's ``Toast/id``.
  private var finishedToasts = 0

  /// A presenter for `store`'s screen; `messages` are the configuration's, for the panels'
  /// titles.
  public init(store: Store<WebViewFeature.State, WebViewFeature.Action>, messages: WebViewMessages) {
    self.store = store
    self.messages = messages
  }

  /// The panel to show now, `nil` when none waits. Panels come one at a time, oldest first.
  public var dialog: Dialog? {
    store.presentedDialog.map { Dialog(id: $0.id, title: messages.title(for: $0), message: messages.message(for: $0), kind: $0.kind) }
  }

  /// The user answered `dialog`: sends `dialogAnswered` once, while it is the panel shown.
  /// An answer of another kind (a text for an alert) is the reducer's to refuse, with a
  /// diagnostic.
  public func answer(_ dialog: Dialog, with result: DialogResult) {
    guard store.presentedDialog?.id == dialog.id else { return }
    store.send(.dialogAnswered(dialog.id, result))
  }

  /// `dialog` went away without an answer (dismissed, or its view left the screen): answers it
  /// as the page's own Cancel would (`JSDialog/defaultResult`), once, while it is the panel
  /// shown.
  public func dismiss(_ dialog: Dialog) {
    guard let shown = store.presentedDialog, shown.id == dialog.id else { return }
    store.send(.dialogAnswered(shown.id, shown.defaultResult))
  }

  /// The toast to show now, `nil` when none waits.
  public var toast: Toast? {
    store.toastMessage.map { Toast(id: finishedToasts, message: $0) }
  }

  /// `toast` has been shown: sends `toastShown` once, which brings the next queued toast.
  public func toastFinished(_ toast: Toast) {
    guard toast.id == finishedToasts, store.toastMessage != nil else { return }
    finishedToasts += 1
    store.send(.toastShown)
  }

  /// The load error to show now, `nil` when there is none.
  public var errorBanner: ErrorBanner? {
    guard let error = store.error else { return nil }
    return ErrorBanner(error: error, message: store.errorMessage ?? "")
  }

  /// The user asked to try again: sends `reload` once, while `banner` is shown.
  public func retry(_ banner: ErrorBanner) {
    guard store.error == banner.error else { return }
    store.send(.reload)
  }

  /// The user dismissed `banner`: sends `errorDismissed` once, while it is shown.
  public func dismiss(_ banner: ErrorBanner) {
    guard store.error == banner.error else { return }
    store.send(.errorDismissed)
  }

  /// The downloads to show, oldest first: running ones (with a way to stop them) and ended ones
  /// until dismissed.
  public var downloads: [Download] { store.downloads }

  /// The first finished download, for the app to show (Quick Look, a share sheet); `nil` when
  /// none waits.
  public var finishedDownload: Download? {
    store.downloads.first { if case .finished = $0.status { true } else { false } }
  }

  /// The user stopped `download`: sends `cancelDownload` once, while it runs.
  public func cancel(_ download: Download) {
    guard store.downloads.contains(where: { $0.id == download.id && $0.isInProgress }) else { return }
    store.send(.cancelDownload(download.id))
  }

  /// `download` was shown or put away: sends `downloadDismissed` once, while it is listed (a
  /// running one is stopped).
  public func dismiss(_ download: Download) {
    guard store.downloads.contains(where: { $0.id == download.id }) else { return }
    store.send(.downloadDismissed(download.id))
  }

  /// A URL the screen hands to the system (a phone number, a mail address, another app), `nil`
  /// when there is none.
  public var urlToOpen: URL? { store.urlToOpen }

  /// The app handed `url` to the system: sends `urlToOpenPresented` once, while it is the one
  /// waiting.
  public func opened(_ url: URL) {
    guard store.urlToOpen == url else { return }
    store.send(.urlToOpenPresented)
  }
}
