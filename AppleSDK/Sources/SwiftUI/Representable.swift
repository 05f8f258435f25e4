// The representables that put a UIKit or AppKit view into SwiftUI. Their requirements are
// `@MainActor @preconcurrency`; `dismantle…` is static and gets the coordinator.

#if canImport(UIKit)
  /// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`.
  @MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    /// `associatedtype UIViewType : UIView`.
    associatedtype UIViewType: UIView
    /// `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// `typealias Context = UIViewRepresentableContext<Self>`.
    typealias Context = UIViewRepresentableContext<Self>
    /// `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// `@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// `@MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`.
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

  /// `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where
  /// Representable : UIViewRepresentable`.
  @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// `let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator
    /// `var environment: EnvironmentValues { get }`.
    public var environment: EnvironmentValues { EnvironmentValues() }
    /// Made by `FakeHosting`.
    package init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
  }
#elseif canImport(AppKit)
  /// `@MainActor @preconcurrency protocol NSViewRepresentable : View where Self.Body == Never`.
  @MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
    /// `associatedtype NSViewType : NSView`.
    associatedtype NSViewType: NSView
    /// `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// `typealias Context = NSViewRepresentableContext<Self>`.
    typealias Context = NSViewRepresentableContext<Self>
    /// `@MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType`.
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    /// `@MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)`.
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    /// `@MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)`.
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`.
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

  /// `@MainActor @preconcurrency struct NSViewRepresentableContext<Representable> where
  /// Representable : NSViewRepresentable`.
  @MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    /// `let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator
    /// `var environment: EnvironmentValues { get }`.
    public var environment: EnvironmentValues { EnvironmentValues() }
    /// Made by `FakeHosting`.
    package init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
  }
#endif
