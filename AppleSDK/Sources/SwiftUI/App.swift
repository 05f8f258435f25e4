// `App` and `Scene`: main-actor protocols; `main()` is SwiftUI's entry point.

/// `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency public protocol App {
  /// `associatedtype Body : Scene`.
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// `@MainActor @preconcurrency init()`.
  @MainActor @preconcurrency init()
}

extension App {
  /// `@MainActor @preconcurrency static func main()`.
  @MainActor @preconcurrency public static func main() { _ = Self().body }
}

/// `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency public protocol Scene {
  /// `associatedtype Body : Scene`.
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// `@resultBuilder struct SceneBuilder`.
@resultBuilder public struct SceneBuilder {
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : Scene`.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// `struct WindowGroup<Content> : Scene where Content : View`.
public struct WindowGroup<Content: View>: Scene {
  /// `nonisolated init(@ViewBuilder content: () -> Content)`.
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a primitive scene") }
}
