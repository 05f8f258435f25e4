// The views this package's SwiftUI code builds with: their initialisers are `nonisolated`, as
// Apple declares them; a `Button`'s action is `@MainActor`.

/// `@frozen struct Text : View`.
public struct Text: View, Equatable, Sendable {
  let content: String
  /// `nonisolated init<S>(_ content: S) where S : StringProtocol`.
  nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// `nonisolated init(verbatim content: String)`.
  nonisolated public init(verbatim content: String) { self.content = content }
  public var body: Never { fatalError("a primitive view") }
}

/// `struct ButtonRole : Equatable, Sendable`.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// `static let cancel: ButtonRole`.
  public static let cancel = ButtonRole(name: "cancel")
  /// `static let destructive: ButtonRole`.
  public static let destructive = ButtonRole(name: "destructive")
}

/// `@MainActor @preconcurrency struct Button<Label> : View where Label : View`.
@MainActor @preconcurrency public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  /// `nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`.
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
  }
  public var body: Never { fatalError("a primitive view") }
}

extension Button where Label == Text {
  /// `nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`.
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// `nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
  /// where S : StringProtocol` (iOS 15, macOS 12).
  nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.action = action
  }
}

/// `@MainActor @preconcurrency struct TextField<Label> : View where Label : View`.
@MainActor @preconcurrency public struct TextField<Label: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension TextField where Label == Text {
  /// `nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`.
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// `@frozen struct VStack<Content> : View where Content : View`.
public struct VStack<Content: View>: View {
  /// `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
  nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a primitive view") }
}

/// `@frozen struct HStack<Content> : View where Content : View`.
public struct HStack<Content: View>: View {
  /// `nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
  nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a primitive view") }
}

/// `struct ProgressView<Label, CurrentValueLabel> : View where Label : View, CurrentValueLabel : View`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// `nonisolated init<V>(value: V?, total: V = 1.0) where Label == EmptyView,
  /// CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`.
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// `@MainActor @preconcurrency struct NavigationStack<Data, Root> : View where Root : View` (iOS 16, macOS 13).
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension NavigationStack {
  /// `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data :
  /// MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection,
  /// Data.Element : Hashable`.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}
