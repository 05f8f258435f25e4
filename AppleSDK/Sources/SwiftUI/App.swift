// `App` and `Scene`: main-actor protocols; `main()` is SwiftUI's entry point.

/// Apple: /documentation/SwiftUI/App.
@MainActor @preconcurrency public protocol App {
  /// Apple: /documentation/SwiftUI/App/Body-swift.associatedtype.
  associatedtype Body: Scene
  /// Apple: /documentation/SwiftUI/App/body-swift.property.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Apple: /documentation/SwiftUI/App/init().
  @MainActor @preconcurrency init()
}

extension App {
  /// Apple: /documentation/SwiftUI/App/main().
  @MainActor @preconcurrency public static func main() { _ = Self().body }
}

/// Apple: /documentation/SwiftUI/Scene.
@MainActor @preconcurrency public protocol Scene {
  /// `associatedtype Body : Scene` (its page is not in reach).
  associatedtype Body: Scene
  /// Apple: /documentation/SwiftUI/Scene/body-swift.property.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// What `SceneBuilder.buildBlock(_:)` builds here: its scenes, which nothing shows.
nonisolated struct TupleScene<T>: Scene {
  let value: T
  var body: Never { return fatalError("a primitive scene") }
}

/// Apple: /documentation/SwiftUI/SceneBuilder.
@resultBuilder public struct SceneBuilder {
  /// Apple: /documentation/SwiftUI/SceneBuilder/buildBlock(_:).
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
    TupleScene(value: (repeat each content))
  }
}

/// Apple: /documentation/SwiftUI/WindowGroup.
nonisolated public struct WindowGroup<Content: View>: Scene {
  /// Apple: /documentation/SwiftUI/WindowGroup/init(makeContent:), which replaces `init(content:)`
  /// (deprecated in iOS 18, macOS 15); `WindowGroup { … }` calls it.
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {}
  public var body: Never { return fatalError("a primitive scene") }
}
