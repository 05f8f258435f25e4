/// An action for one element of an ``IdentifiedArray``: the element's id and its action.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}

extension IdentifiedAction: CasePathable {
  /// The case paths of ``IdentifiedAction``.
  public struct AllCasePaths: Sendable {
    /// `\.element`: the id and the action.
    public let element = CasePath<IdentifiedAction, (id: ID, action: Action)>(
      { IdentifiedAction.element(id: $0.id, action: $0.action) },
      extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } }
    )
  }
  /// The case paths of ``IdentifiedAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
