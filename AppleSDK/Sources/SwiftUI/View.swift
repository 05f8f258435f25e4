// A stand-in for the part of Apple's SwiftUI that this package's Apple-only code and its example
// app use, so they are type-checked on Linux (see AppleSDK/README.md). Declarations are
// Apple's (AppleSDK/Declarations/SwiftUI.md, the iOS 27 / macOS 27 pages) with their isolation:
// `View`, `ViewModifier`, `App` and `Scene` are `@MainActor @preconcurrency` protocols, the
// built-in views `nonisolated` structs, the modifiers on `View` `nonisolated`; `Binding`'s
// closures are `@isolated(any) @Sendable`. Nothing here renders: bodies return placeholders, and
// what tests drive is `package`.
@_exported import Foundation

#if canImport(UIKit)
  @_exported import UIKit
#elseif canImport(AppKit)
  @_exported import AppKit
#endif

/// Apple: /documentation/SwiftUI/View.
@MainActor @preconcurrency public protocol View {
  /// Apple: /documentation/SwiftUI/View/Body-swift.associatedtype.
  associatedtype Body: View
  /// Apple: /documentation/SwiftUI/View/body-8kl5o.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `extension Never : View`.
extension Never: View {
  /// `typealias Body = Never`.
  public typealias Body = Never
  /// `var body: Never { get }`.
  public var body: Never { fatalError("Never has no body") }
}

/// Apple: /documentation/SwiftUI/EmptyView.
nonisolated public struct EmptyView: View {
  /// `nonisolated init()` (its page is not in reach).
  nonisolated public init() {}
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/EmptyContent.
public typealias EmptyContent = EmptyView

/// Apple: /documentation/SwiftUI/TupleView.
nonisolated public struct TupleView<T>: View {
  /// Apple: /documentation/SwiftUI/TupleView/init(_:).
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/AnyView.
nonisolated public struct AnyView: View {
  /// Apple: /documentation/SwiftUI/AnyView/init(_:).
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("a primitive view") }
}

/// `extension Optional : View where Wrapped : View`.
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("a primitive view") }
}

/// `@frozen struct _ConditionalContent<TrueContent, FalseContent>`, a `View` when both are.
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated init(storage: Storage) {}
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/ViewBuilder (`@ContentBuilder` is its type alias). Its builders
/// take any content in SDK 27; only the pack form and `buildLimitedAvailability` require `View`.
@resultBuilder public struct ViewBuilder {
  /// Apple: /documentation/SwiftUI/ViewBuilder/buildBlock().
  public static func buildBlock() -> EmptyContent { EmptyView() }
  /// Apple: /documentation/SwiftUI/ViewBuilder/buildBlock(_:), whose page prints no constraint;
  /// constrained here (AppleSDK/Declarations/Divergences.md), or the Linux compiler prefers the
  /// pack overload and a one-view body becomes a `TupleView`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Apple: /documentation/SwiftUI/ViewBuilder/buildBlock(_:)-2bj1g.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  /// Apple: /documentation/SwiftUI/ViewBuilder/buildIf(_:).
  public static func buildIf<Content>(_ content: Content?) -> Content? { content }
  /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`:
  /// what an `if #available` branch of a builder becomes (no page in reach).
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
  /// Apple: /documentation/SwiftUI/ViewBuilder/buildEither(first:).
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// Apple: /documentation/SwiftUI/ViewBuilder/buildEither(second:).
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// Apple: /documentation/SwiftUI/ViewModifier.
@MainActor @preconcurrency public protocol ViewModifier {
  /// `associatedtype Body : View` (its page is not in reach).
  associatedtype Body: View
  /// Apple: /documentation/SwiftUI/ViewModifier/Content, which prints no value (`_`-named).
  typealias Content = _ViewModifier_Content<Self>
  /// Apple: /documentation/SwiftUI/ViewModifier/body(content:).
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// `struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("a primitive view") }
}

/// Apple: /documentation/SwiftUI/ModifiedContent, a `View` when `Content` is one.
public struct ModifiedContent<Content, Modifier> {
  /// `var content: Content` (its page is not in reach).
  public var content: Content
  /// Apple: /documentation/SwiftUI/ModifiedContent/modifier.
  public var modifier: Modifier
  /// Apple: /documentation/SwiftUI/ModifiedContent/init(content:modifier:).
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("a primitive view") }
}

extension View {
  /// Apple: /documentation/SwiftUI/View/modifier(_:).
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
