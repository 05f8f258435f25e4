import Foundation
import Observation
import StoreRuntime
import Testing
import WebViewFeature

/// The presenter shows what the state asks for and sends each answer exactly once per
/// presentation: an answer, a dismissal after it, a stale one, or one after the screen went away
/// sends nothing more.
@MainActor
@Suite struct WebViewPresenterTests {
  /// A store of the screen whose web view does nothing, and every action it reduced.
  @MainActor
  private final class Screen {
    let store: Store<State, Action>
    let presenter: WebViewPresenter
    private(set) var sent: [Action] = []
    private var token: ObservationToken?

    init(_ state: State = Fixture.loadedPage) {
      store = Store(initialState: state, reducer: WebViewFeature(configuration: Fixture.configuration())) {
        $0.webView = .noop
        $0.bridgeClient = .noop
      }
      presenter = WebViewPresenter(store: store, messages: .english)
      token = store.onAction { [unowned self] in sent.append($0.action) }
    }

    /// Sends `action` as the host would, and forgets it: `sent` then holds what the presenter sent.
    func host(_ action: Action) {
      store.send(action)
      sent.removeAll()
    }
  }

  private static let frame = BridgeFrame(url: Fixture.home, isMainFrame: true)
  private static func confirm(_ id: UInt64, _ message: String = "Leave?") -> JSDialog {
    JSDialog(id: DialogID(id), kind: .confirm, message: message, frame: frame)
  }

  @Test func aPanelIsShownWithItsTitleMessageAndKind() throws {
    let screen = Screen()
    #expect(screen.presenter.dialog == nil)
    screen.host(.dialogRequested(Self.confirm(1)))
    let dialog = try #require(screen.presenter.dialog)
    #expect(dialog.id == DialogID(1))
    #expect(dialog.title == WebViewMessages.english.title(for: Self.confirm(1)))
    #expect(dialog.title?.contains("app.example.com") == true)
    #expect(dialog.message == "Leave?")
    #expect(dialog.kind == .confirm)
  }

  @Test func anAnswerIsSentOnceAndTheDismissalThatFollowsItSendsNothing() throws {
    let screen = Screen()
    screen.host(.dialogRequested(Self.confirm(1)))
    let dialog = try #require(screen.presenter.dialog)
    screen.presenter.answer(dialog, with: .confirmed(true))
    screen.presenter.dismiss(dialog)
    screen.presenter.answer(dialog, with: .confirmed(false))
    #expect(screen.sent == [.dialogAnswered(DialogID(1), .confirmed(true))])
    #expect(screen.presenter.dialog == nil)
  }

  @Test(arguments: [
    (JSDialog.Kind.alert, DialogResult.alertDismissed),
    (.confirm, .confirmed(false)),
    (.prompt(defaultText: "name"), .prompted(nil)),
    (.fileInput(allowsMultipleSelection: true, allowsDirectories: false), .filesSelected(nil)),
  ])
  func aPanelDismissedWithoutAnAnswerIsAnsweredAsCancelOnce(kind: JSDialog.Kind, result: DialogResult) throws {
    let screen = Screen()
    screen.host(.dialogRequested(JSDialog(id: DialogID(1), kind: kind, message: "?", frame: Self.frame)))
    let dialog = try #require(screen.presenter.dialog)
    screen.presenter.dismiss(dialog)
    screen.presenter.dismiss(dialog)
    #expect(screen.sent == [.dialogAnswered(DialogID(1), result)])
  }

  @Test func aFileInputIsShownWithoutATitleAndAnsweredWithTheChosenFilesOnce() throws {
    let screen = Screen()
    let kind = JSDialog.Kind.fileInput(allowsMultipleSelection: false, allowsDirectories: false)
    screen.host(.dialogRequested(JSDialog(id: DialogID(1), kind: kind, message: "", frame: Self.frame)))
    let dialog = try #require(screen.presenter.dialog)
    #expect(dialog.kind == kind)
    #expect(dialog.title == nil)
    let photo = URL(fileURLWithPath: "/tmp/photo.png")
    screen.presenter.answer(dialog, with: .filesSelected([photo]))
    screen.presenter.dismiss(dialog)
    #expect(screen.sent == [.dialogAnswered(DialogID(1), .filesSelected([photo]))])
  }

  @Test func aStaleDismissalLeavesTheNextPanelWaiting() throws {
    let screen = Screen()
    screen.host(.dialogRequested(Self.confirm(1)))
    screen.host(.dialogRequested(Self.confirm(2, "Really?")))
    let first = try #require(screen.presenter.dialog)
    screen.presenter.answer(first, with: .confirmed(true))
    screen.presenter.dismiss(first)
    #expect(screen.sent == [.dialogAnswered(DialogID(1), .confirmed(true))])
    #expect(screen.presenter.dialog?.id == DialogID(2))
    #expect(screen.presenter.dialog?.message == "Really?")
  }

  @Test func aPanelShownWhenTheScreenGoesAwayIsAnsweredByTheScreenAndNotAgain() throws {
    let screen = Screen()
    screen.host(.dialogRequested(Self.confirm(1)))
    let dialog = try #require(screen.presenter.dialog)
    screen.host(.screenClosed)
    #expect(screen.presenter.dialog == nil)
    screen.presenter.answer(dialog, with: .confirmed(true))
    screen.presenter.dismiss(dialog)
    #expect(screen.sent.isEmpty)
  }

  @Test func aToastIsReportedShownOnce() throws {
    var state = Fixture.loadedPage
    state.toastMessage = "Saved"
    let screen = Screen(state)
    let toast = try #require(screen.presenter.toast)
    #expect(toast.message == "Saved")
    screen.presenter.toastFinished(toast)
    screen.presenter.toastFinished(toast)
    #expect(screen.sent == [.toastShown])
    #expect(screen.presenter.toast == nil)
  }

  @Test func aToastThatFollowsOneWithTheSameTextIsANewToast() throws {
    var state = Fixture.loadedPage
    state.toastMessage = "Saved"
    state.queuedToasts = ["Saved"]
    let screen = Screen(state)
    let first = try #require(screen.presenter.toast)
    let changes = LockIsolated(0)
    _ = withObservationTracking {
      screen.presenter.toast
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    screen.presenter.toastFinished(first)
    let second = try #require(screen.presenter.toast)
    #expect(second.message == "Saved")
    #expect(second.id != first.id)
    #expect(changes.value == 1)
    screen.presenter.toastFinished(first)
    #expect(screen.sent == [.toastShown])
    screen.presenter.toastFinished(second)
    #expect(screen.sent == [.toastShown, .toastShown])
  }

  @Test func anErrorIsShownInTheConfiguredLanguageAndRetriedOnce() throws {
    var state = Fixture.loadedPage
    state.error = .offline
    state.errorMessage = WebViewMessages.english.text(for: .offline)
    let screen = Screen(state)
    let banner = try #require(screen.presenter.errorBanner)
    #expect(banner.error == .offline)
    #expect(banner.message == WebViewMessages.english.text(for: .offline))
    screen.presenter.retry(banner)
    screen.presenter.retry(banner)
    screen.presenter.dismiss(banner)
    #expect(screen.sent == [.reload])
    #expect(screen.presenter.errorBanner == nil)
  }

  @Test func anErrorDismissedIsDismissedOnce() throws {
    var state = Fixture.loadedPage
    state.error = .timedOut
    state.errorMessage = WebViewMessages.english.text(for: .timedOut)
    let screen = Screen(state)
    let banner = try #require(screen.presenter.errorBanner)
    screen.presenter.dismiss(banner)
    screen.presenter.dismiss(banner)
    screen.presenter.retry(banner)
    #expect(screen.sent == [.errorDismissed])
  }

  @Test func aURLForTheSystemIsReportedOpenedOnce() {
    var state = Fixture.loadedPage
    state.urlToOpen = Fixture.tel
    let screen = Screen(state)
    #expect(screen.presenter.urlToOpen == Fixture.tel)
    screen.presenter.opened(Fixture.home)
    screen.presenter.opened(Fixture.tel)
    screen.presenter.opened(Fixture.tel)
    #expect(screen.sent == [.urlToOpenPresented])
    #expect(screen.presenter.urlToOpen == nil)
  }

  @Test func aViewReadingThePanelIsToldWhenOneArrives() {
    let screen = Screen()
    let changes = LockIsolated(0)
    _ = withObservationTracking {
      screen.presenter.dialog
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    screen.host(.progressChanged(0.5))
    #expect(changes.value == 0)
    screen.host(.dialogRequested(Self.confirm(1)))
    #expect(changes.value == 1)
  }
}

/// The presenter's downloads: the running ones, the finished one to show, and one action per
/// stop or dismissal while it is listed.
@MainActor
@Suite struct DownloadPresenterTests {
  private static let file = URL(fileURLWithPath: "/tmp/WebViewDownloads/A/report.pdf")

  private static func download(_ id: UInt64, _ status: Download.Status = .inProgress) -> Download {
    Download(id: DownloadID(id), url: Fixture.home, fileName: "report.pdf", mimeType: "application/pdf", status: status)
  }

  private static func presenter(_ downloads: [Download]) -> (WebViewPresenter, Store<State, Action>, () -> [Action]) {
    var state = Fixture.loadedPage
    state.downloads = downloads
    let store = Store(initialState: state, reducer: WebViewFeature(configuration: Fixture.configuration())) {
      $0.webView = .noop
      $0.bridgeClient = .noop
    }
    let sent = LockIsolated<[Action]>([])
    let token = store.onAction { action in sent.withValue { $0.append(action.action) } }
    return (WebViewPresenter(store: store, messages: .english), store, { withExtendedLifetime(token) { sent.value } })
  }

  @Test func theFirstFinishedDownloadIsTheOneToShow() {
    let (presenter, _, _) = Self.presenter([Self.download(1), Self.download(2, .finished(Self.file)), Self.download(3, .finished(Self.file))])
    #expect(presenter.finishedDownload?.id == DownloadID(2))
    #expect(presenter.downloads.map(\.id) == [1, 2, 3])
  }

  @Test func dismissingTheShownFileSendsOnceAndShowsTheNext() {
    let (presenter, _, sent) = Self.presenter([Self.download(2, .finished(Self.file)), Self.download(3, .finished(Self.file))])
    let shown = presenter.finishedDownload!
    presenter.dismiss(shown)
    presenter.dismiss(shown)
    #expect(sent() == [.downloadDismissed(2)])
    #expect(presenter.finishedDownload?.id == DownloadID(3))
  }

  @Test func stoppingSendsOnceWhileTheDownloadRuns() {
    let (presenter, _, sent) = Self.presenter([Self.download(1)])
    let running = presenter.downloads[0]
    presenter.cancel(running)
    presenter.cancel(running)
    #expect(sent() == [.cancelDownload(1)])
    #expect(presenter.finishedDownload == nil)
  }
}
