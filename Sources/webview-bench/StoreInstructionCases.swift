import ActionLog
import Foundation
import JSON
import Observation
import StoreRuntime
import StoreTesting
import WebViewFeature

/// The reducer and store cases of the instruction benchmark.
@MainActor
enum StoreInstructionCases {
  static let all: [InstructionCase] = [
    InstructionCase(
      name: "counter-reducer", unit: "action", iterations: 20_000,
      summary: "a trivial counter reducer, called directly"
    ) {
      let reducer = Counter()
      return .sync(
        warm { count in
          // A local state: a captured variable would add an exclusivity check per call.
          var state = Counter.State()
          for _ in 0..<count { sink(reducer.reduce(into: &state, action: .increment)) }
          blackHole(state)
        })
    },
    InstructionCase(
      name: "store-send-counter", unit: "send", iterations: 20_000,
      summary: "Store.send of that counter (no effect, no observer)"
    ) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      return .sync(warm { count in for _ in 0..<count { blackHole(store.send(.increment)) } })
    },
    InstructionCase(
      name: "store-send-observed-unchanged", unit: "send", iterations: 20_000,
      summary: "Store.send of the counter, one observer of a value that does not change"
    ) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      let token = store.observe(\.label) { blackHole($0) }
      return .sync(
        warm { count in
          withExtendedLifetime(token) { for _ in 0..<count { blackHole(store.send(.increment)) } }
        })
    },
    InstructionCase(
      name: "store-send-tracked-unchanged", unit: "send", iterations: 20_000,
      summary: "Store.send of the counter, a value read through Observation that does not change"
    ) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      _ = withObservationTracking {
        store.label
      } onChange: {
      }
      return .sync(warm { count in for _ in 0..<count { blackHole(store.send(.increment)) } })
    },
    toastCase(queued: 10),
    toastCase(queued: 10_000),
    testStoreToastCase(queued: 10),
    testStoreToastCase(queued: 10_000),
    InstructionCase(
      name: "feature-progress-changed", unit: "action", iterations: 20_000,
      summary: "WebViewFeature reducer, progressChanged during a load"
    ) {
      let reducer = WebViewFeature(configuration: ActionMix.configuration)
      var state = WebViewFeature.State()
      _ = reducer.reduce(into: &state, action: .loadStarted(1, url: ActionMix.home))
      return .sync(warm(reducing: reducer, .progress([0.1, 0.35, 0.7, 0.95]), state: state))
    },
    InstructionCase(
      name: "feature-mix", unit: "action", iterations: 24_000,
      summary: "WebViewFeature reducer, the bench's 12-action mix"
    ) {
      .sync(
        warm(
          reducing: WebViewFeature(configuration: ActionMix.configuration), .actions(ActionMix.cycle(replies: false)),
          state: WebViewFeature.State()))
    },
    InstructionCase(
      name: "store-send-mix", unit: "send", iterations: 24_000,
      summary: "Store.send of the 12-action mix"
    ) {
      let actions = ActionMix.cycle(replies: false)
      let store = mixStore()
      return .sync(warm { count in cycle(actions, count) { blackHole(store.send($0)) } })
    },
    InstructionCase(
      name: "store-send-mix-observed", unit: "send", iterations: 24_000,
      summary: "Store.send of the 12-action mix, a view reading 8 fields through Observation, redrawn after each change"
    ) {
      let actions = ActionMix.cycle(replies: false)
      let view = ObservingView(mixStore())
      return .sync(warm { count in cycle(actions, count) { view.send($0) } })
    },
    InstructionCase(
      name: "observation-floor", unit: "step", iterations: 24_000,
      summary: "Observation alone: one of 8 tracked properties changed, all 8 read again under withObservationTracking"
    ) {
      let floor = ObservationFloor()
      var step = 0
      return .sync(
        warm { count in
          for _ in 0..<count {
            floor.step(step)
            step += 1
          }
        })
    },
    InstructionCase(
      name: "store-send-mix-json-encoded", unit: "send", iterations: 2_400,
      summary: "Store.send of the 12-action mix and JSONEncoder's encoding of each action: the recorded send's floor"
    ) {
      let actions = ActionMix.cycle(replies: false)
      let store = mixStore()
      let encoder = JSONCoders.encoder()
      return .sync(
        warm { count in
          cycle(actions, count) { action in
            blackHole(try? encoder.encode(action))
            blackHole(store.send(action))
          }
        })
    },
    InstructionCase(
      name: "store-send-mix-flight-recorded", unit: "send", iterations: 2_400,
      summary: "Store.send of the 12-action mix, each action written to a flight recorder first"
    ) {
      let actions = ActionMix.cycle(replies: false)
      let store = mixStore()
      // The file stays open after its folder is gone: the case leaves nothing behind.
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webview-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let recorder = try ActionRecorder(
        store: store, feature: "WebViewFeature", destination: .flightRecorder(folder: folder, fileSize: 1 << 20))
      return .sync(
        warm { count in
          withExtendedLifetime(recorder) { cycle(actions, count) { blackHole(store.send($0)) } }
        })
    },
    InstructionCase(
      name: "teststore-step", unit: "step", iterations: 2_400, isAsync: true,
      summary: "TestStore: exhaustive send of a mix action, the whole state asserted"
    ) {
      let actions = ActionMix.cycle(replies: false)
      let steps = ExhaustiveSteps(
        WebViewFeature(configuration: ActionMix.configuration), actions, expected: ActionMix.states(after: actions))
      return .async { count in
        let ((), issues) = await IssueReporting.collect {
          await steps.send(actions.count * 2)
          await steps.send(count)
          await steps.finish()
        }
        precondition(issues.isEmpty, "the TestStore case failed its own assertions: \(issues)")
      }
    },
  ]

  /// A store of the screen with the mix's configuration and no-op dependencies.
  private static func mixStore() -> Store<WebViewFeature.State, WebViewFeature.Action> {
    Store(
      initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: ActionMix.configuration),
      withDependencies: ActionMix.prepare)
  }

  /// `Store.send` of `titleChanged` on a state holding `queued` toasts: its cost must not grow
  /// with the state.
  private static func toastCase(queued: Int) -> InstructionCase {
    InstructionCase(
      name: "store-send-\(queued)-toasts", unit: "send", iterations: 20_000,
      summary: "Store.send of titleChanged, \(queued) queued toasts in the state"
    ) {
      var state = WebViewFeature.State()
      state.toastMessage = "Toast 0"
      state.queuedToasts = (1...queued).map { "Toast \($0)" }
      let store = Store(
        initialState: state, reducer: WebViewFeature(configuration: ActionMix.configuration),
        withDependencies: ActionMix.prepare)
      let actions: [WebViewFeature.Action] = [.titleChanged("Home"), .titleChanged("Settings")]
      return .sync(warm { count in cycle(actions, count) { blackHole(store.send($0)) } })
    }
  }

  /// An exhaustive `TestStore` step of `titleChanged` (asserting the one field it changes) on a
  /// state holding `queued` toasts: its cost must grow with what changed, not with the state.
  private static func testStoreToastCase(queued: Int) -> InstructionCase {
    InstructionCase(
      name: "teststore-step-\(queued)-toasts", unit: "step", iterations: 2_000, isAsync: true,
      summary: "TestStore step of titleChanged, \(queued) queued toasts in the state"
    ) {
      var state = WebViewFeature.State()
      state.toastMessage = "Toast 0"
      state.queuedToasts = (1...queued).map { "Toast \($0)" }
      let store = TestStore(
        initialState: state, reducer: { WebViewFeature(configuration: ActionMix.configuration) },
        withDependencies: ActionMix.prepare)
      let titles = ["Home", "Settings"]
      var step = 0
      let body: @MainActor (Int) async -> Void = { count in
        for _ in 0..<count {
          let title = titles[step % 2]
          await store.send(.titleChanged(title)) { $0.title = title }
          step += 1
        }
      }
      return .async { count in
        let ((), issues) = await IssueReporting.collect {
          await body(4)
          await body(count)
          await store.finish()
        }
        precondition(issues.isEmpty, "the TestStore toast case failed its own assertions: \(issues)")
      }
    }
  }

  /// A body that calls the reducer directly on `input` in a cycle, with the mix's dependencies
  /// in scope.
  private static func warm(
    reducing reducer: WebViewFeature, _ input: ReducerLoop.Input, state: WebViewFeature.State
  ) -> @MainActor (Int) -> Void {
    let loop = ReducerLoop(reducer: reducer, input: input, state: state)
    return warm { loop.run($0) }
  }

  /// The reducer, its state and its actions, owned by the main actor so a body can capture them.
  @MainActor private final class ReducerLoop {
    /// What the reducer is called with.
    enum Input {
      /// These actions, each copied out of the array.
      case actions([WebViewFeature.Action])
      /// `progressChanged` with these values, each action built at the call as a host does.
      case progress([Double])
    }

    let reducer: WebViewFeature
    let input: Input
    var state: WebViewFeature.State
    let dependencies: DependencyValues

    init(reducer: WebViewFeature, input: Input, state: WebViewFeature.State) {
      self.reducer = reducer
      self.input = input
      self.state = state
      var dependencies = DependencyValues()
      ActionMix.prepare(&dependencies)
      self.dependencies = dependencies
    }

    /// Works on a local copy, moved out of the property so it stays uniquely referenced:
    /// `inout` access to a class property would add an exclusivity check per call.
    func run(_ count: Int) {
      var local = state
      state = WebViewFeature.State()
      withDependencies(dependencies) {
        switch input {
        case .actions(let actions):
          cycle(actions, count) { sink(reducer.reduce(into: &local, action: $0)) }
        case .progress(let values):
          cycle(values, count) { sink(reducer.reduce(into: &local, action: .progressChanged($0))) }
        }
      }
      state = local
    }
  }

  /// Runs `body` once for a few hundred operations, so first-call costs (metadata, caches) are
  /// paid before counting, and returns it.
  private static func warm(_ body: @escaping @MainActor (Int) -> Void) -> @MainActor (Int) -> Void {
    body(240)
    return body
  }

  /// Calls `operation` `count` times with the elements in order, starting over at the end.
  @inline(__always)
  nonisolated private static func cycle<Element>(_ elements: [Element], _ count: Int, _ operation: (Element) -> Void) {
    elements.withUnsafeBufferPointer { elements in
      var index = 0
      for _ in 0..<count {
        operation(elements[index])
        index &+= 1
        if index == elements.count { index = 0 }
      }
    }
  }
}

/// Consumes an effect a reducer returned, so the call cannot be optimised away; cheaper than the
/// generic ``blackHole(_:)``, which looks up the effect's type metadata on every call.
@inline(never) @_optimize(none)
private func sink<Action>(_ effect: Effect<Action>) {}
