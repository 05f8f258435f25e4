// The views this package's SwiftUI code builds with: `nonisolated` structs (`Text` declares its
// `View` conformance apart, so it is not main-actor), as Apple declares them; a `Button`'s
// action is `@MainActor`.

/// Apple: /documentation/SwiftUI/Text.
public struct Text: Equatable, Sendable {
  let content: String
  /// Apple: /documentation/SwiftUI/Text/init(_:)-9d1g4.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Apple: /documentation/SwiftUI/Text/init(verbatim:).
  public init(verbatim content: String) { self.content = content }
}

extension Text: View {
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/ButtonRole.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// Apple: /documentation/SwiftUI/ButtonRole/cancel.
  public static let cancel = ButtonRole(name: "cancel")
  /// Apple: /documentation/SwiftUI/ButtonRole/destructive.
  public static let destructive = ButtonRole(name: "destructive")
}

/// Apple: /documentation/SwiftUI/Button.
nonisolated public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  /// Apple: /documentation/SwiftUI/Button/init(action:label:).
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
  }
  public var body: Never { fatalError("a primitive view") }
}

extension Button where Label == Text {
  /// Apple: /documentation/SwiftUI/Button/init(_:action:)-lpm7.
  @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// `@preconcurrency nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
  /// where S : StringProtocol` (iOS 15, macOS 12; its page is not in reach).
  @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.action = action
  }
}

/// Apple: /documentation/SwiftUI/TextField.
nonisolated public struct TextField<Label: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension TextField where Label == Text {
  /// Apple: /documentation/SwiftUI/TextField/init(_:text:)-2laoi.
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// Apple: /documentation/SwiftUI/SecureField.
nonisolated public struct SecureField<Label: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension SecureField where Label == Text {
  /// `nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol` (its page
  /// is not in reach).
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// Apple: /documentation/SwiftUI/HorizontalAlignment.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// `static let center: HorizontalAlignment` (its page is not in reach).
  public static let center = HorizontalAlignment(name: "center")
}

/// Apple: /documentation/SwiftUI/VerticalAlignment.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// Apple: /documentation/SwiftUI/VerticalAlignment/center.
  public static let center = VerticalAlignment(name: "center")
}

/// Apple: /documentation/SwiftUI/VStack.
nonisolated public struct VStack<Content: View>: View {
  /// Apple: /documentation/SwiftUI/VStack/init(alignment:spacing:content:).
  nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/HStack.
nonisolated public struct HStack<Content: View>: View {
  /// `nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
  /// @ContentBuilder content: () -> Content)`, as VStack's (its page is not in reach).
  nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/ProgressView.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension ProgressView {
  /// Apple: /documentation/SwiftUI/ProgressView/init(value:total:).
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

/// Apple: /documentation/SwiftUI/NavigationStack (iOS 16, macOS 13).
nonisolated public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError("a primitive view") }
}

extension NavigationStack {
  /// Apple: /documentation/SwiftUI/NavigationStack/init(path:root:)-3bt4q.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}
