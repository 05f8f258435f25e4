#if canImport(SwiftUI)
  import Browser
  import Foundation
  import StoreRuntime
  import SwiftUI
  import WebViewHost

  /// The stack: the first screen is the root, every other one a pushed destination.
  struct BrowserView: View {
    let store: Store<Browser.State, Browser.Action>
    let hosts: WebViewHosts<UUID>

    var body: some View {
      NavigationStack(path: path) {
        if let root = store.screens.ids.first {
          ScreenView(store: store, hosts: hosts, id: root)
            .navigationDestination(for: UUID.self) { id in
              ScreenView(store: store, hosts: hosts, id: id)
            }
        }
      }
    }

    /// The pushed screens' ids. SwiftUI shortens it when the user goes back (button or swipe):
    /// each screen popped is closed through the store, top first.
    private var path: Binding<[UUID]> {
      Binding(
        get: { @MainActor in Array(store.screens.ids.dropFirst()) },
        set: { @MainActor path in
          while store.screens.count > path.count + 1 { store.send(.backTapped) }
        })
    }
  }
#endif
