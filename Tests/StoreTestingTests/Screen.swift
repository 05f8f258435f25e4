import Foundation
import StoreRuntime

/// A screen that asks its parent to close it, opens links through its parent, and loads a
/// title through a client: actions with payloads, nested cases and a dependency that tests
/// change between steps.
struct Screen: Reducer {
  struct State: Equatable, Sendable {
    var title = ""
    var isBusy = false
  }

  enum Action: Equatable, Sendable, CasePathable {
    case closeTapped
    case linkTapped(URL)
    case load
    case titleLoaded(String)
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable, CasePathable {
      case closeRequested
      case open(URL)

      struct AllCasePaths: Sendable {
        let closeRequested = CasePath(Delegate.closeRequested) { if case .closeRequested = $0 { true } else { false } }
        let open = CasePath(Delegate.open) { if case .open(let url) = $0 { url } else { nil } }
      }
      static let allCasePaths = AllCasePaths()
    }

    struct AllCasePaths: Sendable {
      let titleLoaded = CasePath(Action.titleLoaded) { if case .titleLoaded(let title) = $0 { title } else { nil } }
      let delegate = CasePath(Action.delegate) { if case .delegate(let delegate) = $0 { delegate } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  @Dependency(\.titleClient) var titleClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped:
      return .send(.delegate(.closeRequested))
    case .linkTapped(let url):
      return .send(.delegate(.open(url)))
    case .load:
      state.isBusy = true
      return .run { send in await send(.titleLoaded(await titleClient.title())) }
    case .titleLoaded(let title):
      state.isBusy = false
      state.title = title
      return .none
    case .delegate:
      return .none
    }
  }
}

/// Loads a page title.
struct TitleClient: Sendable {
  var title: @Sendable () async -> String
}

private enum TitleClientKey: DependencyKey {
  static let liveValue = TitleClient { "live" }
  static let testValue = TitleClient { "test" }
}

extension DependencyValues {
  var titleClient: TitleClient {
    get { self[TitleClientKey.self] }
    set { self[TitleClientKey.self] = newValue }
  }
}
