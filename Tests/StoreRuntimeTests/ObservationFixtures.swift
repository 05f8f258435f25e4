import Observation
import StoreRuntime

/// A screen with fields a view reads, a panel with a nested part, and an optional sheet: what the
/// observation tests read and change.
struct Dashboard: Reducer {
  struct State: Equatable, Sendable {
    var progress = 0.0
    var title = ""
    var panel = Panel.State()
    var sheet: Sheet.State?
  }

  enum Action: Equatable, Sendable, CasePathable {
    case setProgress(Double)
    case setTitle(String)
    case panel(Panel.Action)
    case sheet(Sheet.Action)
    case presentSheet(id: Int)
    case dismissSheet
    case nothing

    struct AllCasePaths: Sendable {
      let panel = CasePath(Action.panel) { if case .panel(let a) = $0 { a } else { nil } }
      let sheet = CasePath(Action.sheet) { if case .sheet(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.panel, action: \.panel) { Panel() }
    Reduce { state, action in
      switch action {
      case .setProgress(let progress): state.progress = progress
      case .setTitle(let title): state.title = title
      case .presentSheet(let id): state.sheet = Sheet.State(id: id)
      case .dismissSheet: state.sheet = nil
      case .panel, .sheet, .nothing: break
      }
      return .none
    }
    .ifLet(\.sheet, action: \.sheet) { Sheet() }
  }
}

/// A feature whose state is not `Equatable`: Observation cannot tell when it changed.
struct Journal: Reducer {
  struct State: Sendable {
    var lines: [String] = []
  }
  enum Action: Sendable {
    case write(String)
    case nothing
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .write(let line) = action { state.lines.append(line) }
    return .none
  }
}

struct Panel: Reducer {
  struct State: Equatable, Sendable {
    var isOpen = false
    var field = Field.State()
  }
  enum Action: Equatable, Sendable, CasePathable {
    case toggle
    case field(Field.Action)

    struct AllCasePaths: Sendable {
      let field = CasePath(Action.field) { if case .field(let a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.field, action: \.field) { Field() }
    Reduce { state, action in
      if case .toggle = action { state.isOpen.toggle() }
      return .none
    }
  }
}

struct Field: Reducer {
  struct State: Equatable, Sendable {
    var text = ""
    var edits = 0
  }
  enum Action: Equatable, Sendable {
    case type(String)
    case touch
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .type(let text):
      state.text = text
      state.edits += 1
    case .touch:
      state.edits += 1
    }
    return .none
  }
}

struct Sheet: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    let id: Int
    var answer = ""
  }
  enum Action: Equatable, Sendable { case answer(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .answer(let answer) = action { state.answer = answer }
    return .none
  }
}

/// How many times Observation called back a tracking closure: `withObservationTracking` calls
/// `onChange` once at most, so a count above one is a bug the tests would see.
final class ChangeCount: Sendable {
  private let count = LockIsolated(0)

  var value: Int { count.value }

  /// Runs `read` under `withObservationTracking`, counting the change it reports.
  @MainActor
  static func tracking<Value>(_ read: () -> Value) -> ChangeCount {
    let changes = ChangeCount()
    _ = withObservationTracking(read) { changes.count.withValue { $0 += 1 } }
    return changes
  }
}

/// Reads a value as a SwiftUI body would, and reads it again each time Observation says it
/// changed, keeping what it saw.
@MainActor
final class Redrawing<Value> {
  private(set) var seen: [Value] = []
  private let read: @MainActor () -> Value

  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
    render()
  }

  private func render() {
    seen.append(withObservationTracking(read) { [weak self] in MainActor.assumeIsolated { self?.render() } })
  }
}
