import Foundation
import StoreRuntime
import StoreTesting
import Testing

/// A feature whose effects read dependencies and fail, to see what they capture and where
/// their failures point.
private struct Lookup: Reducer {
  struct State: Equatable, Sendable { var answers: [String] = [] }
  enum Action: Equatable, Sendable {
    case ask, askPopup
    case answered(String)
    case fail, readMissing, whoStartedMe
    case startedBy(Int?)
    case relayDateRead, readDateInEffect
  }

  static let failingRunLine: UInt = #line + 20
  static let missingDependencyLine: UInt = #line + 2
  @Dependency(\.greeting) var greeting
  @Dependency(\.missingTestValue) var missingTestValue
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ask:
      return .run { send in await send(.answered(greeting)) }
    case .askPopup:
      return withDependencies {
        $0.greeting = "from the popup"
      } operation: {
        .run { send in await send(.answered(greeting)) }
      }
    case .answered(let answer):
      state.answers.append(answer)
      return .none
    case .fail:
      return .run { _ in throw SampleError() }
    case .readMissing:
      state.answers.append(missingTestValue)
      return .none
    case .whoStartedMe:
      return .run { send in await send(.startedBy(EffectContext.actionSequence)) }
    case .startedBy(let sequence):
      state.answers.append(sequence.map { "\($0)" } ?? "none")
      return .none
    case .relayDateRead:
      return .run { send in await send(.readDateInEffect) }
    case .readDateInEffect:
      return .run { _ in _ = date.now }
    }
  }
}

private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

private enum MissingTestValueKey: DependencyKey {
  static let liveValue = "live"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
  fileprivate var missingTestValue: String {
    get { self[MissingTestValueKey.self] }
    set { self[MissingTestValueKey.self] = newValue }
  }
}

@MainActor
@Suite struct EffectContextTests {
  @Test func anEffectSeesTheDependenciesItWasCreatedWith() async {
    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.greeting = "hello"
    }
    await store.send(.askPopup)
    await store.receive(.answered("from the popup")) { $0.answers = ["from the popup"] }
    await store.send(.ask)
    await store.receive(.answered("hello")) { $0.answers.append("hello") }
    await store.finish()
  }

  @Test func aDependencyModifierReachesTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup().dependency(\.greeting, "scoped") }
    await store.send(.ask)
    await store.receive(.answered("scoped")) { $0.answers = ["scoped"] }
    await store.finish()
  }

  /// An effect started by an action that an effect sent belongs to the step that started the
  /// chain: a test value it calls is reported there.
  @Test func anEffectStartedByAnEffectsActionReportsAtTheStepThatStartedTheChain() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    let line = #line + 2
    let (_, issues) = await IssueReporting.collect {
      await store.send(.relayDateRead)
      await store.receive(.readDateInEffect)
      await store.finish()
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(issues.first?.fileID == "StoreRuntimeTests/EffectContextTests.swift")
    #expect(issues.first?.message.contains("\\.date") == true)
  }

  @Test func anUnhandledEffectErrorIsReportedAtTheRunLine() async throws {
    let store = Store(initialState: Lookup.State(), reducer: Lookup())
    let (_, issues) = try await IssueReporting.collect { try await finish(store.send(.fail)) }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Lookup.failingRunLine)
    #expect(issues.first?.fileID.hasSuffix("EffectContextTests.swift") == true)
    #expect(issues.first?.message.contains("SampleError") == true)
  }

  @Test func aDependencyWithoutTestValueIsReportedAtItsDeclarationNamingTheKeyPath() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    let (_, issues) = await IssueReporting.collect {
      await store.send(.readMissing) { $0.answers = ["live"] }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == Lookup.missingDependencyLine)
    #expect(issues.first?.fileID.hasSuffix("EffectContextTests.swift") == true)
    #expect(issues.first?.message.contains("\\.missingTestValue") == true)
    await store.finish()
  }

  @Test func anUnoverriddenClientCalledByAnEffectIsReportedAtTheTestStep() async {
    let store = TestStore(initialState: Recorder.State()) { Recorder() }
    let line: UInt = #line + 2
    let (_, issues) = await IssueReporting.collect {
      await store.send(.startTimer(id: "timer", after: .seconds(1), reply: "done"))
      await store.receive(.tap("done")) { $0.log = ["done"] }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.fileID.hasSuffix("EffectContextTests.swift") == true)
    #expect(issues.first?.message.contains("\\.clock") == true)
    await store.finish()
  }

  @Test func anEffectKnowsTheSequenceOfTheActionThatStartedIt() async throws {
    let store = Store(initialState: Lookup.State(), reducer: Lookup())
    store.send(.answered("first"))
    try await finish(store.send(.whoStartedMe))
    #expect(store.state.answers == ["first", "2"])
    #expect(EffectContext.actionSequence == nil)
  }

  @Test func withDependenciesOutsideAStoreStillScopesItsValues() {
    let inside = withDependencies {
      $0.greeting = "inside"
    } operation: {
      DependencyValues.current.greeting
    }
    #expect(inside == "inside")
    #expect(DependencyValues.current.greeting == "live")
  }
}
