// A stand-in for the part of Apple's AppKit that this package's Apple-only code uses, so that
// code is type-checked on Linux (see AppleSDK/README.md). Declarations are transcribed from
// Apple's documentation (as published in November 2026, the macOS 26 SDK) with their isolation.
@_exported import Foundation

/// `open class NSResponder : NSObject` (`@MainActor`).
@MainActor open class NSResponder: NSObject {}

/// `open class NSView : NSResponder` (`@MainActor`).
@MainActor open class NSView: NSResponder {
  /// `init(frame frameRect: NSRect)`.
  public init(frame frameRect: CGRect) { super.init() }

  /// `func addSubview(_ view: NSView)`.
  open func addSubview(_ view: NSView) { subviews.append(view) }

  /// `var subviews: [NSView]`.
  open var subviews: [NSView] = []
}

/// `class NSViewController`: main-actor isolated through `NSResponder`.
open class NSViewController: NSResponder {
  /// `var view: NSView`.
  open var view = NSView(frame: .zero)

  /// `func viewDidLoad()`.
  open func viewDidLoad() {}

  /// `func viewDidDisappear()`.
  open func viewDidDisappear() {}

  /// `func dismiss(_ sender: Any?)`.
  open func dismiss(_ sender: Any?) {}
}

/// `open class NSWindow : NSResponder` (`@MainActor`).
@MainActor open class NSWindow: NSResponder {}

/// `class NSApplication`: main-actor isolated through `NSResponder`.
open class NSApplication: NSResponder {
  private static let sharedApplication = NSApplication()

  /// `class var shared: NSApplication { get }`.
  open class var shared: NSApplication { sharedApplication }

  /// `weak var keyWindow: NSWindow? { get }`.
  open private(set) weak var keyWindow: NSWindow?

  /// `var windows: [NSWindow] { get }`.
  open var windows: [NSWindow] { [] }

  /// `class let didBecomeActiveNotification: NSNotification.Name` (unlike UIKit's, not
  /// `nonisolated`: main-actor isolated with its class).
  public static let didBecomeActiveNotification = NSNotification.Name("NSApplicationDidBecomeActiveNotification")

  /// `class let willResignActiveNotification: NSNotification.Name` (main-actor isolated).
  public static let willResignActiveNotification = NSNotification.Name("NSApplicationWillResignActiveNotification")
}

/// `open class NSWorkspace : NSObject` (not main-actor isolated; thread-safe).
open class NSWorkspace: NSObject, @unchecked Sendable {
  private static let sharedWorkspace = NSWorkspace()

  /// `class var shared: NSWorkspace { get }`.
  open class var shared: NSWorkspace { sharedWorkspace }

  /// `func open(_ url: URL) -> Bool` (discardable).
  @discardableResult
  open func open(_ url: URL) -> Bool { true }
}
