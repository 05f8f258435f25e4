/// A parent reducer with a collection of child features addressed by id (a stack or tabs of
/// screens): made by `Reducer.forEach(_:action:element:)`.
package struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  typealias ID = Element.State.ID
  let parent: Parent
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>
  let toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element
  let callSite: CallSite

  /// Runs the addressed child, then the parent; cancels the running effects of every child the
  /// parent removed (the effects this action returned still run).
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(from: action) {
      if let index = state[keyPath: toElements].firstIndex(where: { $0.id == id }) {
        let embed = toElementAction.embedClosure
        elementEffect = element.reduce(into: &state[keyPath: toElements][index], action: elementAction)
          .map { embed(.element(id: id, action: $0)) }
          .scoped(to: namespace(id))
      } else {
        callSite.report(
          """
          An action was sent to the element \(StateDiff.renderLine(id)) of \(toElements), which holds \
          no such element: \(StateDiff.renderLine(action)). Its effects were cancelled when it was \
          removed; an action from elsewhere (a view, a parent's effect) must check that the \
          element still exists.
          """
        )
      }
    }
    let idsBefore = state[keyPath: toElements].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElements].ids
    // Most actions leave the elements as they were; only when they changed are they compared.
    let removed: [ID]
    if idsBefore == idsAfter {
      removed = []
    } else {
      let remaining = Set(idsAfter)
      removed = idsBefore.filter { !remaining.contains($0) }
    }
    let cancellations = removed.map { Effect<Parent.Action>(.cancel(id: namespace($0))) }
    // Cancel first: what the removed child was doing stops, while the effects of this very
    // action (a screen answering its open dialogs on its way out) still run.
    return .merge(cancellations + [elementEffect, parentEffect])
  }

  private func namespace(_ id: ID) -> EffectID {
    EffectID(ChildNamespace(path: toElements, id: AnyHashable(id)))
  }
}

extension Reducer {
  /// Runs `element` on the child addressed by an ``IdentifiedAction``, before this reducer.
  ///
  /// Each child's effects are kept apart (two children using the same cancellation id do not
  /// cancel each other's work) and cancelled when this reducer removes the child. An action for
  /// an id that is not in the collection is reported as an issue at this call's line.
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, IdentifiedArray<ElementState>>,
    action: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some Reducer<State, Action>
  where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
    ForEachReducer(
      parent: self, toElements: state, toElementAction: action, element: element(),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// ``forEach(_:action:element:fileID:filePath:line:column:)`` with the action case named as `\.case`.
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, IdentifiedArray<ElementState>>,
    action: KeyPath<Action.AllCasePaths, CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some Reducer<State, Action>
  where Action: CasePathable, Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
    forEach(
      state, action: Action.allCasePaths[keyPath: action], element: element,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
