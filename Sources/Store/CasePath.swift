/// One case of an enum as a value: how to put a payload into the enum and take it back out.
///
/// The enum counterpart of a key path, written by hand (no macros):
///
/// ```swift
/// let web = CasePath<AppFeature.Action, WebViewFeature.Action>(AppFeature.Action.web) {
///   if case .web(let action) = $0 { action } else { nil }
/// }
/// web.extract(from: .web(.reload))   // .reload
/// web.embed(.reload)                 // .web(.reload)
/// ```
///
/// Declare them once per enum in its ``CasePathable/AllCasePaths`` so that `Scope`, `ifLet`,
/// `forEach` and `TestStore.receive(_:)` can name a case as `\.web`. A case of a case is
/// `\.delegate.closeRequested`; an element's action is `\.screens[id: id]`.
@dynamicMemberLookup
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let embedClosure: @Sendable (Value) -> Root
  @usableFromInline let extractClosure: @Sendable (Root) -> Value?

  /// Creates a case path from the case's constructor (`Action.web`) and a closure that matches it.
  ///
  /// `extract` must return `nil` for every other case; that is all a case path needs to be right.
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedClosure = embed
    self.extractClosure = extract
  }

  /// Wraps `value` in the case.
  @inlinable
  public func embed(_ value: Value) -> Root { embedClosure(value) }

  /// The payload of `root` when it is this case; otherwise `nil`.
  @inlinable
  public func extract(from root: Root) -> Value? { extractClosure(root) }
}

extension CasePath where Value: CasePathable {
  /// A case of this case's payload, so that `\.delegate.closeRequested` names a nested case.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, CasePath<Value, Member>>
  ) -> CasePath<Root, Member> {
    let inner = Value.allCasePaths[keyPath: keyPath]
    let (outerEmbed, outerExtract) = (embedClosure, extractClosure)
    let (innerEmbed, innerExtract) = (inner.embedClosure, inner.extractClosure)
    return CasePath<Root, Member>(
      { outerEmbed(innerEmbed($0)) },
      extract: { root in
        guard let value = outerExtract(root) else { return nil }
        return innerExtract(value)
      })
  }
}

extension CasePath {
  /// The actions of the element with `id`, for a case holding an ``IdentifiedAction``:
  /// `\.screens[id: id]` in `Store.scope` and `TestStore.receive`.
  public subscript<ID, ElementAction>(id id: ID) -> CasePath<Root, ElementAction>
  where Value == IdentifiedAction<ID, ElementAction> {
    CasePath<Root, ElementAction>(
      { self.embed(.element(id: id, action: $0)) },
      extract: { root in
        guard case .element(id, let action)? = self.extract(from: root) else { return nil }
        return action
      })
  }
}

extension CasePath where Value == Void {
  /// Creates a case path for a case without a payload (`case closeRequested`).
  public init(_ root: Root, extract: @escaping @Sendable (Root) -> Bool) where Root: Sendable {
    self.init({ _ in root }, extract: { extract($0) ? () : nil })
  }
}

/// An enum whose cases can be named as key paths (`\.web`), for `Scope`, `ifLet`, `forEach` and
/// `TestStore.receive(case:)`.
///
/// Conform by listing one ``CasePath`` per case in a nested `AllCasePaths` struct, one line each:
///
/// ```swift
/// extension AppFeature.Action: CasePathable {
///   struct AllCasePaths: Sendable {
///     let web = CasePath(AppFeature.Action.web) { if case .web(let a) = $0 { a } else { nil } }
///   }
///   static let allCasePaths = AllCasePaths()
/// }
/// ```
public protocol CasePathable: SendableMetatype {
  /// A struct with one ``CasePath`` property per case.
  associatedtype AllCasePaths: Sendable
  /// The case paths of this enum.
  static var allCasePaths: AllCasePaths { get }
}
