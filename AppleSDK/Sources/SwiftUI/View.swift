// A stand-in for the part of Apple's SwiftUI that this package's Apple-only code and its example
// app use, so they are type-checked on Linux (see AppleSDK/README.md). Declarations are
// transcribed from Apple's documentation (as published in November 2026, the iOS 26 / macOS 26
// SDKs) with their isolation: `View`, `ViewModifier`, `App` and `Scene` are
// `@MainActor @preconcurrency` protocols; the modifiers on `View` and the views' initialisers are
// `nonisolated`; `Binding`'s closures are `@isolated(any) @Sendable`. Nothing here renders: bodies
// return placeholders, and what tests drive is `package`.
@_exported import Foundation

#if canImport(UIKit)
  @_exported import UIKit
#elseif canImport(AppKit)
  @_exported import AppKit
#endif

/// `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
  /// `associatedtype Body : View`.
  associatedtype Body: View
  /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `extension Never : View`.
extension Never: View {
  /// `typealias Body = Never`.
  public typealias Body = Never
  /// `var body: Never { get }`.
  public var body: Never { fatalError("Never has no body") }
}

/// `@frozen struct EmptyView : View`.
public struct EmptyView: View {
  /// `init()`.
  nonisolated public init() {}
  public var body: Never { fatalError("a primitive view") }
}

/// `@frozen struct TupleView<T> : View`.
public struct TupleView<T>: View {
  /// `init(_ value: T)`.
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError("a primitive view") }
}

/// `@frozen struct AnyView : View`.
public struct AnyView: View {
  /// `nonisolated init<V>(_ view: V) where V : View`.
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("a primitive view") }
}

/// `extension Optional : View where Wrapped : View`.
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("a primitive view") }
}

/// `@frozen struct _ConditionalContent<TrueContent, FalseContent> : View`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated init(storage: Storage) {}
  public var body: Never { fatalError("a primitive view") }
}

/// `@resultBuilder struct ViewBuilder`.
@resultBuilder public struct ViewBuilder {
  /// `static func buildBlock() -> EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`:
  /// what an `if #available` branch of a builder becomes.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
  /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
  /// `associatedtype Body : View`.
  associatedtype Body: View
  /// `typealias Content = _ViewModifier_Content<Self>`.
  typealias Content = _ViewModifier_Content<Self>
  /// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// `struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("a primitive view") }
}

/// `@frozen struct ModifiedContent<Content, Modifier>`, a `View` when `Content` is one.
public struct ModifiedContent<Content, Modifier> {
  /// `var content: Content`.
  public var content: Content
  /// `var modifier: Modifier`.
  public var modifier: Modifier
  /// `init(content: Content, modifier: Modifier)`.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("a primitive view") }
}

extension View {
  /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
