// `View`'s modifiers this package uses, each `nonisolated` as Apple declares them. The stand-ins
// return the view unchanged (`sheet` excepted): only their types and isolation are checked here.

import Foundation
import UniformTypeIdentifiers

/// Apple: /documentation/SwiftUI/Alignment.
public struct Alignment: Equatable, Sendable {
  let name: String
  /// Apple: /documentation/SwiftUI/Alignment/center.
  public static let center = Alignment(name: "center")
  /// `static let top: Alignment` (its page is not in reach).
  public static let top = Alignment(name: "top")
  /// Apple: /documentation/SwiftUI/Alignment/bottom.
  public static let bottom = Alignment(name: "bottom")
}

/// Apple: /documentation/SwiftUI/Edge; only its `Set` is used here, so its cases are left out.
public enum Edge: Sendable {
  /// Apple: /documentation/SwiftUI/Edge/Set.
  public struct Set: OptionSet, Sendable {
    /// `OptionSet`'s requirement (no page in reach).
    public let rawValue: Int8
    /// `OptionSet`'s requirement (no page in reach).
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Apple: /documentation/SwiftUI/Edge/Set/all.
    public static let all = Set(rawValue: 0b1111)
  }
}

/// Apple: /documentation/SwiftUI/ShapeStyle.
public protocol ShapeStyle: Sendable {}

/// Apple: /documentation/SwiftUI/Material.
public struct Material: ShapeStyle {
  let name: String
}

extension ShapeStyle where Self == Material {
  /// `static var regularMaterial: Material { get }` (iOS 15, macOS 12; its page is not in reach).
  public static var regularMaterial: Material { Material(name: "regular") }
}

extension View {
  /// `nonisolated func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
  /// @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where A : View,
  /// M : View` (iOS 15, macOS 12; its page, `-3md6l`, is not in reach).
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:).
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/sheet(item:onDismiss:content:).
  /// Behaves: ``FakeHosting`` finds the sheet and shows `content(item)` while `item` is set.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    SheetPresenter(base: self, item: item, onDismiss: onDismiss, content: content)
  }

  /// Apple: /documentation/SwiftUI/View/onChange(of:initial:_:) (iOS 17, macOS 14).
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/overlay(alignment:content:) (iOS 15, macOS 12).
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }

  /// `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated,
  /// _ action: @escaping () async -> Void) -> some View where T : Equatable` (iOS 15, macOS 12; its
  /// SDK 27 page is not in reach).
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/task(name:priority:file:line:_:) (iOS 15, macOS 12; the
  /// Linux symbol graph leaves `@isolated(any)` out of its text). `@_inheritActorContext`, which
  /// pages do not print, makes the action run on the caller's actor, as Apple's does.
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/padding(_:_:).
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/background(_:ignoresSafeAreaEdges:) (iOS 15, macOS 12).
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    self
  }

  /// `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`
  /// (iOS 14, macOS 11; its page is not in reach).
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/navigationDestination(for:destination:) (iOS 16, macOS 13).
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    self
  }

  /// Apple: /documentation/SwiftUI/View/id(_:).
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    self
  }
}
