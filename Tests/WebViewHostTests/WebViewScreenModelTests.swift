import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

@MainActor
@Suite struct WebViewScreenModelTests {
  @Test func theStoreDrivesTheKitsWebViewAttachedAfterItsFirstLoad() async {
    let screen = WebViewScreenModel(configuration: Screen.configuration) {
      $0.appInfo = AppInfo(appVersion: "1.0", build: "1", osVersion: "17.5", device: "iPhone15,2", userName: nil)
    }
    await screen.store.send(.load(Screen.home)).finish()
    let webView = FakeWebView()
    screen.host.attach(webView)
    screen.host.titleChanged("Home")
    #expect(webView.calls == [.load(Screen.home)])
    #expect(screen.store.state.title == "Home")
  }

  @Test func thePresenterShowsTheStoresPanelsWithTheConfigurationsTexts() {
    var configuration = Screen.configuration
    configuration.messages = .korean
    let screen = WebViewScreenModel(configuration: configuration)
    screen.host.runAlertPanel(message: "Saved", frame: Screen.mainFrame) {}
    #expect(screen.presenter.dialog?.title == "app.example.com 페이지의 메시지:")
    #expect(screen.presenter.messages.okButton == "확인")
  }
}
