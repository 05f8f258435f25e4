/// A reducer that runs another with one dependency replaced: made by
/// ``Reducer/dependency(_:_:)``.
public struct DependencyWritingReducer<Base: Reducer, Value: Sendable>: Reducer {
  let base: Base
  let keyPath: WritableKeyPath<DependencyValues, Value> & Sendable
  let value: Value

  /// Runs the base reducer with the dependency replaced; its effects keep the replacement.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies { $0[keyPath: keyPath] = value } operation: {
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
  ) -> DependencyWritingReducer<Self, Value> {
    DependencyWritingReducer(base: self, keyPath: keyPath, value: value)
  }
}
