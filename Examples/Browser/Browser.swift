import Foundation
import StoreRuntime
import WebViewFeature

/// An example app feature: a stack of web screens, each a ``WebViewFeature`` with its own web
/// view.
///
/// The screens delegate to the browser (``WebViewFeature/ScreenRequests/delegatedToParent``): a
/// URL to open in a new screen pushes one, a request to close pops the screen that asked. A
/// screen on its way out first handles `screenClosed` (it answers WebKit's open panels and stops
/// its plugins); removing it cancels everything it still had running.
public struct Browser: Reducer {
  /// The stack, bottom first.
  public struct State: Equatable, Sendable {
    /// The screens, bottom first; the last one is on top.
    public var screens: IdentifiedArrayOf<BrowserScreen.State> = []

    /// Creates an empty stack.
    public init() {}
  }

  /// What the app and the screens tell the browser.
  public enum Action: Equatable, Sendable, CasePathable {
    /// Push a screen showing the URL (the app's first screen, or a deep link).
    case open(URL)
    /// The user tapped Back: the top screen closes.
    case backTapped
    /// An action of one screen.
    case screens(IdentifiedAction<UUID, WebViewFeature.Action>)

    /// The case paths of ``Browser/Action``.
    public struct AllCasePaths: Sendable {
      /// `\.screens`: the actions of the screens, by id.
      public let screens = CasePath(Action.screens) { if case .screens(let action) = $0 { action } else { nil } }
    }
    /// The case paths of ``Browser/Action``.
    public static let allCasePaths = AllCasePaths()
  }

  /// The policy every screen runs with; its ``WebViewFeature/Configuration/screenRequests`` is
  /// ``WebViewFeature/ScreenRequests/delegatedToParent``.
  public let configuration: WebViewFeature.Configuration
  @Dependency(\.uuid) var uuid

  /// Creates the browser with the screens' `configuration`.
  public init(configuration: WebViewFeature.Configuration) {
    var configuration = configuration
    configuration.screenRequests = .delegatedToParent
    self.configuration = configuration
  }

  /// The stack's own logic, with every screen run by `forEach`.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .open(let url), .screens(.element(_, .delegate(.openInNewScreen(let url)))):
        let screen = BrowserScreen.State(id: uuid(), web: WebViewFeature.State())
        state.screens.append(screen)
        return .send(.screens(.element(id: screen.id, action: .load(url))))
      case .backTapped:
        guard let top = state.screens.last else { return .none }
        return .send(.screens(.element(id: top.id, action: .screenClosed)))
      case .screens(.element(let id, .delegate(.closeRequested))):
        return .send(.screens(.element(id: id, action: .screenClosed)))
      case .screens(.element(let id, .screenClosed)):
        state.screens.remove(id: id)
        return .none
      case .screens:
        return .none
      }
    }
    .forEach(\.screens, action: \.screens) {
      BrowserScreen(configuration: configuration)
    }
  }
}
