import Foundation
import StoreRuntime
import TestSupport
import Testing
import WebViewFeature
import WebViewHost

/// The kit answers `createWebViewWith` in the same call, with what the reducer decided, and
/// closes the child web view whenever the store stops showing it.
@MainActor
struct PopupTests {
  static let checkout = URL(string: "https://pay.example.net/checkout")!
  static let emptyWindow = NavigationRequest(url: nil, target: .newWindow)

  static var configuration: WebViewFeature.Configuration {
    var configuration = Screen.configuration
    configuration.popups = PopupPolicy(emptyWindows: .childWebView)
    return configuration
  }

  /// A screen whose page opened a child window, with the closer the host handed the kit.
  static func screenWithPopup() -> (Screen, Closes) {
    let screen = Screen(configuration: configuration)
    let closes = Closes()
    #expect(screen.host.createWebView(for: emptyWindow))
    screen.host.attachPopup { closes.count += 1 }
    return (screen, closes)
  }

  @Test func aWindowTheReducerOpensGetsAChildWebViewAtOnce() {
    let screen = Screen(configuration: Self.configuration)
    #expect(screen.host.createWebView(for: Self.emptyWindow))
    #expect(screen.store.state.popup == Popup())
  }

  @Test func aWindowForANewScreenGetsNone() {
    let screen = Screen(configuration: Self.configuration)
    #expect(!screen.host.createWebView(for: NavigationRequest(url: Screen.article, target: .newWindow)))
    #expect(screen.store.state.popup == nil)
    #expect(screen.store.state.urlToOpen == Screen.article)
  }

  @Test func aSecondWindowGetsNoneWhileTheFirstIsOpen() {
    let (screen, closes) = Self.screenWithPopup()
    #expect(!screen.host.createWebView(for: Self.emptyWindow))
    #expect(screen.store.state.popup == Popup())
    #expect(closes.count == 0)
  }

  @Test func theAppClosingTheChildClosesItsWebView() {
    let (screen, closes) = Self.screenWithPopup()
    screen.store.send(.popupClosed)
    #expect(closes.count == 1)
    screen.host.tearDown()
    #expect(closes.count == 1)
  }

  @Test func thePageClosingTheChildClosesItsWebView() {
    let (screen, closes) = Self.screenWithPopup()
    screen.host.popupDidClose()
    #expect(screen.store.state.popup == nil)
    #expect(closes.count == 1)
  }

  @Test func tearingDownTheScreenClosesTheChild() {
    let (screen, closes) = Self.screenWithPopup()
    screen.host.tearDown()
    #expect(closes.count == 1)
  }

  @Test func tearingDownClosesTheChildWhateverTheReducerDid() {
    // A reducer that opens a child and never closes it, not even for `screenClosed`.
    let reducer = Reduce<WebViewFeature.State, WebViewFeature.Action> { state, action in
      if case .windowOpenRequested = action { state.popup = Popup() }
      return .none
    }
    let host = WebViewHost(configuration: Self.configuration, driver: FakeWebView())
    let store = Store(initialState: WebViewFeature.State(), reducer: reducer)
    host.connect(to: store)
    let closes = Closes()
    #expect(host.createWebView(for: Self.emptyWindow))
    host.attachPopup { closes.count += 1 }
    host.tearDown()
    #expect(closes.count == 1)
  }

  @Test func aReleasedStoreClosesTheChild() async throws {
    let host = WebViewHost(configuration: Self.configuration, driver: FakeWebView())
    let closes = Closes()
    do {
      let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Self.configuration)) {
        $0.webView = host.webViewClient
      }
      host.connect(to: store)
      #expect(host.createWebView(for: Self.emptyWindow))
      host.attachPopup { closes.count += 1 }
    }
    try await waitUntil("the child closed with its store") { closes.count == 1 }
  }

  @Test func aChildAttachedWhenNoneIsOpenIsClosedAtOnce() {
    let screen = Screen(configuration: Self.configuration)
    let closes = Closes()
    screen.host.attachPopup { closes.count += 1 }
    #expect(closes.count == 1)
  }

  @Test func aChildAttachedToAKitWithoutAStoreIsClosedAtOnce() {
    let host = WebViewHost(configuration: Self.configuration)
    let closes = Closes()
    host.attachPopup { closes.count += 1 }
    #expect(closes.count == 1)
  }

  @Test func aWindowOpenedBehindTheKitsBackIsClosedInTheStore() {
    let screen = Screen(configuration: Self.configuration)
    screen.store.send(.windowOpenRequested(Self.emptyWindow))
    #expect(screen.store.state.popup == nil)
  }

  @Test func aWindowOpenedBehindTheKitsBackAfterOneItAnsweredIsClosedToo() {
    let screen = Screen(configuration: Self.configuration)
    #expect(!screen.host.createWebView(for: NavigationRequest(url: Screen.article, target: .newWindow)))
    screen.store.send(.windowOpenRequested(Self.emptyWindow))
    #expect(screen.store.state.popup == nil)
  }

  @Test func theChildsNavigationIsDecidedByTheReducer() async {
    let (screen, _) = Self.screenWithPopup()
    let log = HandlerLog()
    screen.host.decidePopupPolicy(for: NavigationRequest(url: Self.checkout), decisionHandler: log.decision("child"))
    await settle()
    #expect(log.answers == ["child": ["allow"]])
  }

  @Test func theChildsPendingNavigationGetsItsDefaultOnTearDown() {
    let (screen, _) = Self.screenWithPopup()
    let log = HandlerLog()
    screen.host.decidePopupPolicy(for: NavigationRequest(url: Self.checkout), decisionHandler: log.decision("child"))
    screen.host.tearDown()
    #expect(log.answers == ["child": ["cancel"]])
  }

  @Test func theChildsNavigationWithoutAStoreIsCancelled() {
    let host = WebViewHost(configuration: Self.configuration)
    let log = HandlerLog()
    host.decidePopupPolicy(for: NavigationRequest(url: Self.checkout), decisionHandler: log.decision("child"))
    #expect(log.answers == ["child": ["cancel"]])
  }

  @Test func theChildsCommitNamesItsPage() {
    let (screen, _) = Self.screenWithPopup()
    screen.host.popupDidCommit(url: Self.checkout)
    #expect(screen.store.state.popup == Popup(url: Self.checkout))
  }
}

/// How many times the kit closed the child web view.
@MainActor
final class Closes {
  var count = 0
}
