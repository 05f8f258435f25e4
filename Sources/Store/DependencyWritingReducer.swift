/// A reducer that runs another with its dependencies changed: made by
/// ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)``.
package struct DependencyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the dependencies changed; its effects keep the change.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }
}

extension Reducer {
  /// This reducer with the dependency at `keyPath` set to `value`, for it and the effects it
  /// creates: a child feature with its own web view, say.
  ///
  /// ```swift
  /// Scope(state: \.web, action: \.web) {
  ///   WebViewFeature().dependency(\.webView, popupWebView)
  /// }
  /// ```
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
  ) -> some Reducer<State, Action> {
    DependencyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// This reducer with the dependency at `keyPath` changed by `transform`, starting from the
  /// value in force where the reducer runs, for it and the effects it creates.
  ///
  /// ```swift
  /// WebViewFeature().transformDependency(\.appInfo) { $0.appVersion += " (embedded)" }
  /// ```
  public func transformDependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> some Reducer<State, Action> {
    DependencyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}
