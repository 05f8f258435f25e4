// A stand-in for the part of Apple's UIKit that this package's Apple-only code uses, so that
// code is type-checked and exercised on Linux (see AppleSDK/README.md). Declarations are
// transcribed from Apple's documentation (as published in November 2026, the iOS 26 SDK) with their isolation; the
// bodies behave just enough for the tests and record what a test needs through `package` members,
// which the Apple-only sources cannot see (they are compiled in another package).
@_exported import Foundation

/// `open class UIResponder : NSObject` (`@MainActor`).
@MainActor open class UIResponder: NSObject {}

/// `open class UIView : UIResponder` (`@MainActor`).
@MainActor open class UIView: UIResponder {
  /// `init(frame:)`.
  public init(frame: CGRect) { super.init() }

  /// `func addSubview(_ view: UIView)`.
  open func addSubview(_ view: UIView) { subviews.append(view) }

  /// `var subviews: [UIView] { get }`.
  open private(set) var subviews: [UIView] = []
}

/// `open class UIWindow : UIView` (`@MainActor`).
@MainActor open class UIWindow: UIView {
  /// `var isKeyWindow: Bool { get }`.
  open var isKeyWindow: Bool { isKey }

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// Whether the window is the key window.
  package var isKey = false
}

/// `open class UIScene : UIResponder` (`@MainActor`).
@MainActor open class UIScene: UIResponder {}

/// `open class UIWindowScene : UIScene` (`@MainActor`).
@MainActor open class UIWindowScene: UIScene {
  /// `var windows: [UIWindow] { get }`.
  open var windows: [UIWindow] { sceneWindows }

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// The scene's windows.
  package var sceneWindows: [UIWindow] = []
}

/// `open class UIViewController : UIResponder` (`@MainActor`).
@MainActor open class UIViewController: UIResponder {
  /// `var view: UIView!`.
  open var view: UIView! = UIView(frame: .zero)

  /// `var isMovingFromParent: Bool { get }`.
  open var isMovingFromParent: Bool { false }

  /// `func viewDidLoad()`.
  open func viewDidLoad() {}

  /// `func viewDidDisappear(_ animated: Bool)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// `var navigationController: UINavigationController? { get }`.
  open var navigationController: UINavigationController? { nil }

  /// `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
  /// completion: (() -> Void)? = nil)`.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

  /// `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `open class UINavigationController : UIViewController` (`@MainActor`).
@MainActor open class UINavigationController: UIViewController {
  /// `func popViewController(animated: Bool) -> UIViewController?` (discardable).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
}

/// `open class UIApplication : UIResponder` (`@MainActor`).
@MainActor open class UIApplication: UIResponder {
  private static let sharedApplication = UIApplication()

  /// `class var shared: UIApplication { get }`.
  open class var shared: UIApplication { sharedApplication }

  /// `struct UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
  /// completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(true)
  }

  /// `var connectedScenes: Set<UIScene> { get }`.
  open var connectedScenes: Set<UIScene> { scenes }

  /// `nonisolated class let didBecomeActiveNotification: NSNotification.Name`.
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")

  /// `nonisolated class let willResignActiveNotification: NSNotification.Name`.
  nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")

  // MARK: For tests (package: invisible to the Apple-only sources)

  /// The URLs handed to `open(_:options:completionHandler:)`, oldest first.
  package var openedURLs: [URL] = []
  /// The app's connected scenes.
  package var scenes: Set<UIScene> = []
}
