#if canImport(SwiftUI)
  import Browser
  import Foundation
  import StoreRuntime
  import SwiftUI
  import WebViewFeature
  import WebViewHost

  /// One web screen of the stack: progress, title, the web view (WebKit's `WebView` where the
  /// system has it), and everything it presents.
  struct ScreenView: View {
    let hosts: WebViewHosts<UUID>
    let id: UUID
    /// Scoped once: a store made in `body` would be a new one at every render.
    @State private var web: Store<WebViewFeature.State, WebViewFeature.Action>?
    @State private var presenter: WebViewPresenter?

    init(store: Store<Browser.State, Browser.Action>, hosts: WebViewHosts<UUID>, id: UUID) {
      self.hosts = hosts
      self.id = id
      let web = store.scope(state: \.screens[id: id], action: \.screens[id: id])?
        .scope(state: \.web, action: CasePath({ $0 }, extract: { $0 }))
      _web = State(initialValue: web)
      _presenter = State(initialValue: web.map { WebViewPresenter(store: $0, messages: BrowserModel.configuration.messages) })
    }

    var body: some View {
      if let web, let presenter {
        VStack(spacing: 0) {
          if web.isLoading { ProgressView(value: web.progress) }
          if #available(iOS 26.0, macOS 26.0, *) {
            WebPageScreen(store: web, host: hosts[id])  // WebKit's own SwiftUI view
          } else {
            WebViewScreen(store: web, host: hosts[id])
          }
        }
        .webViewPresentation(presenter)
        .navigationTitle(web.title ?? "")
        .id(id)
      }
    }
  }
#endif
