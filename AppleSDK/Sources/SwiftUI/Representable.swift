// The representables that put a UIKit or AppKit view into SwiftUI. Their requirements are
// `@MainActor @preconcurrency`; `dismantle…` is static and gets the coordinator.

#if canImport(UIKit)
  /// Apple: /documentation/SwiftUI/UIViewRepresentable.
  @MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    /// Apple: /documentation/SwiftUI/UIViewRepresentable/UIViewType.
    associatedtype UIViewType: UIView
    /// `associatedtype Coordinator = Void` (its page is not in reach).
    associatedtype Coordinator = Void
    /// Apple: /documentation/SwiftUI/UIViewRepresentable/Context.
    typealias Context = UIViewRepresentableContext<Self>
    /// Apple: /documentation/SwiftUI/UIViewRepresentable/makeUIView(context:).
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// `@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`
    /// (its page is not in reach).
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// `@MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType,
    /// coordinator: Self.Coordinator)` (its page is not in reach).
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Apple: /documentation/SwiftUI/UIViewRepresentable/makeCoordinator().
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  }

  extension UIViewRepresentable {
    public var body: Never { fatalError("a representable has no body") }
    /// The default `dismantleUIView(_:coordinator:)`: nothing.
    @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  }

  extension UIViewRepresentable where Coordinator == Void {
    /// The default `makeCoordinator()` of a representable without one.
    @MainActor @preconcurrency public func makeCoordinator() -> Coordinator { () }
  }

  /// Apple: /documentation/SwiftUI/UIViewRepresentableContext.
  @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// Apple: /documentation/SwiftUI/UIViewRepresentableContext/coordinator.
    @preconcurrency public let coordinator: Representable.Coordinator
    /// Apple: /documentation/SwiftUI/UIViewRepresentableContext/environment.
    @preconcurrency public var environment: EnvironmentValues { EnvironmentValues() }
    /// Made by `FakeHosting`.
    package init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
  }
#elseif canImport(AppKit)
  /// Apple: /documentation/SwiftUI/NSViewRepresentable.
  @MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
    /// Apple: /documentation/SwiftUI/NSViewRepresentable/NSViewType.
    associatedtype NSViewType: NSView
    /// `associatedtype Coordinator = Void` (its page is not in reach).
    associatedtype Coordinator = Void
    /// Apple: /documentation/SwiftUI/NSViewRepresentable/Context.
    typealias Context = NSViewRepresentableContext<Self>
    /// Apple: /documentation/SwiftUI/NSViewRepresentable/makeNSView(context:).
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    /// Apple: /documentation/SwiftUI/NSViewRepresentable/updateNSView(_:context:).
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    /// `@MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType,
    /// coordinator: Self.Coordinator)` (its page is not in reach).
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    /// Apple: /documentation/SwiftUI/NSViewRepresentable/makeCoordinator().
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  }

  extension NSViewRepresentable {
    public var body: Never { fatalError("a representable has no body") }
    /// The default `dismantleNSView(_:coordinator:)`: nothing.
    @MainActor @preconcurrency public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
  }

  extension NSViewRepresentable where Coordinator == Void {
    /// The default `makeCoordinator()` of a representable without one.
    @MainActor @preconcurrency public func makeCoordinator() -> Coordinator { () }
  }

  /// Apple: /documentation/SwiftUI/NSViewRepresentableContext (its parameter is named `View`).
  @MainActor @preconcurrency public struct NSViewRepresentableContext<View: NSViewRepresentable> {
    /// Apple: /documentation/SwiftUI/NSViewRepresentableContext/coordinator.
    @preconcurrency public let coordinator: View.Coordinator
    /// Apple: /documentation/SwiftUI/NSViewRepresentableContext/environment.
    @preconcurrency public var environment: EnvironmentValues { EnvironmentValues() }
    /// Made by `FakeHosting`.
    package init(coordinator: View.Coordinator) { self.coordinator = coordinator }
  }
#endif
