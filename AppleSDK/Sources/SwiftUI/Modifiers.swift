// `View`'s modifiers this package uses, each `nonisolated` as Apple declares them. The stand-ins
// return the view unchanged: only their types and isolation are checked here.

/// `@frozen struct Alignment`.
public struct Alignment: Equatable, Sendable {
  let name: String
  /// `static let center: Alignment`.
  public static let center = Alignment(name: "center")
  /// `static let top: Alignment`.
  public static let top = Alignment(name: "top")
  /// `static let bottom: Alignment`.
  public static let bottom = Alignment(name: "bottom")
}

/// `@frozen enum Edge`.
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing

  /// `@frozen struct Edge.Set : OptionSet`.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// `static let all: Edge.Set`.
    public static let all = Set(rawValue: 0b1111)
  }
}

/// `protocol ShapeStyle : Sendable`.
public protocol ShapeStyle: Sendable {}

/// `struct Material : ShapeStyle`.
public struct Material: ShapeStyle {
  let name: String
}

extension ShapeStyle where Self == Material {
  /// `static var regularMaterial: Material { get }`.
  public static var regularMaterial: Material { Material(name: "regular") }
}

extension View {
  /// `nonisolated func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
  /// @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A : View, M : View`
  /// (iOS 15, macOS 12).
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    self
  }

  /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
  /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable,
  /// Content : View`.
  /// Behaves: ``FakeHosting`` finds the sheet and shows `content(item)` while `item` is set.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    SheetPresenter(base: self, item: item, onDismiss: onDismiss, content: content)
  }

  /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
  /// -> some View where V : Equatable` (iOS 17, macOS 14).
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }

  /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  /// where V : View` (iOS 15, macOS 12).
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }

  /// `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated,
  /// _ action: @escaping () async -> Void) -> some View where T : Equatable` (iOS 15, macOS 12).
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    self
  }

  /// `nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void)
  /// -> some View` (iOS 15, macOS 12).
  nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
    self
  }

  /// `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self
  }

  /// `nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  /// where S : ShapeStyle` (iOS 15, macOS 12).
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    self
  }

  /// `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`.
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    self
  }

  /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination:
  /// @escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 16, macOS 13).
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    self
  }

  /// `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    self
  }
}
