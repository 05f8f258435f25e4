import ActionLog
import BridgeClient
import Foundation
import StoreRuntime
import WebViewFeature

/// Runs each replayed entry's effect again, against clients that only record, and collects what
/// it did.
///
/// The replayer is created inside ``dependencies(_:)``, so the effects the reducer returns
/// capture recording web view and bridge clients, a clock that ends every sleep at once, the
/// recording app's facts, and stand-ins for its plugins. The effects run in a store of their
/// own, by the runtime's effect runner, so they behave as on the device (merging, ordering,
/// cancellation by id, errors); its reducer drops the actions they send: the log already holds
/// what they fed back. An effect that keeps sleeping is stopped after ``maximumSleeps`` sleeps,
/// one still running after `timeout` (`--effect-timeout`) is cancelled and left, so nothing
/// hangs the replay, and an error no `catch:` handles is shown; each as such.
@MainActor
final class ReplayEffects {
  /// Sleeps one effect may take before it is stopped: a timer would never end otherwise.
  static let maximumSleeps = 10
  /// How long an effect may run, in real time, before the replay leaves it, unless
  /// `--effect-timeout` says otherwise: far more than any effect that does not wait for the
  /// outside world needs, even on a busy machine.
  nonisolated static let defaultTimeout = Duration.seconds(5)

  private let collector = ReplayCollector()
  private let runner = Store(initialState: (), reducer: EffectSink())
  private let appInfo: AppInfo
  private let plugins: PluginRegistry
  private let timeout: Duration

  /// Records into a fresh collector; `appInfo` answers the page's app questions, `pluginActions`
  /// are the app's plugins as the log names them, and an effect still running after `timeout`
  /// is left.
  init(appInfo: AppInfo, pluginActions: [String], timeout: Duration) {
    self.appInfo = appInfo
    self.timeout = timeout
    var plugins = PluginRegistry()
    for action in Set(pluginActions) {
      try? plugins.register(action) { [collector] request in
        collector.record(.plugin(action: request.action, payload: request.payload))
        return .failure(.cancelled, "The replay does not run plugins.")
      }
    }
    self.plugins = plugins
  }

  /// `configuration` with the plugin stand-ins in place of the app's (which a log cannot hold).
  func configuration(_ configuration: WebViewFeature.Configuration) -> WebViewFeature.Configuration {
    var configuration = configuration
    configuration.plugins = plugins
    return configuration
  }

  /// The dependencies the replayer (and so every effect) must be created with.
  func dependencies(_ values: inout DependencyValues) {
    let collector = collector
    values.webView = .noop
    values.bridgeClient = .noop
    values.appInfo = appInfo
    values.clock = ReplayClock(collector: collector, maximumSleeps: Self.maximumSleeps)
    WebViewCall.capture(&values) { collector.record(.call($0)) }
  }

  /// Runs `effect`, made by the entry with sequence number `sequence`, and returns what it did.
  func run(_ effect: Effect<WebViewFeature.Action>, sequence: Int) async -> [ReplayedEffect] {
    guard !effect.isNone else { return [] }
    // The effect's tasks are made inside `send`, so they inherit the entry and the reporter.
    let collector = collector
    let started = ReplayCollector.$sequence.withValue(sequence) {
      IssueReporting.$taskReporter.withValue({ collector.record(.failed($0.message)) }) {
        runner.send(.run(effect))
      }
    }
    let finished = await started.finish(within: timeout)
    var done = collector.take(sequence)
    if !finished { done.append(.stopped(.deadline(timeout))) }
    return done
  }
}

/// The reducer of the store replayed effects run in: it starts the effect it is sent and drops
/// every action the effect sends back.
private struct EffectSink: Reducer {
  enum Action: Sendable {
    case run(Effect<WebViewFeature.Action>)
    case sent(WebViewFeature.Action)
  }

  func reduce(into state: inout Void, action: Action) -> Effect<Action> {
    guard case .run(let effect) = action else { return .none }
    return effect.map(Action.sent)
  }
}

extension StoreTask {
  /// Waits for the effects to end, or cancels them at `timeout` (wall clock) and returns without
  /// waiting further, so a body that ignores cancellation cannot hang the caller. Whether they
  /// ended in time.
  fileprivate func finish(within timeout: Duration) async -> Bool {
    let (ends, end) = AsyncStream.makeStream(of: Bool.self, bufferingPolicy: .bufferingOldest(1))
    Task { @MainActor in
      await finish()
      end.yield(true)
    }
    let deadline = Task {
      try? await Task.sleep(for: timeout)
      end.yield(false)
    }
    var first = ends.makeAsyncIterator()
    let finished = await first.next() ?? false
    deadline.cancel()
    if !finished { cancel() }
    return finished
  }
}

/// What effects did, by the entry whose effect did it.
final class ReplayCollector: Sendable {
  /// The log sequence number of the entry whose effect is running: set around the effect's
  /// start and inherited by its tasks.
  @TaskLocal static var sequence: Int?

  private let items = LockIsolated<[(sequence: Int?, effect: ReplayedEffect)]>([])

  func record(_ effect: ReplayedEffect) {
    let sequence = Self.sequence
    items.withValue { $0.append((sequence, effect)) }
  }

  /// The items of `sequence`, in order, forgetting them (and anything a left-behind effect of
  /// another entry recorded late).
  func take(_ sequence: Int) -> [ReplayedEffect] {
    items.withValue { items in
      defer { items.removeAll() }
      return items.filter { $0.sequence == sequence }.map(\.effect)
    }
  }

  /// How many sleeps `sequence`'s effects have recorded so far.
  func sleeps(of sequence: Int?) -> Int {
    items.withValue { items in
      items.count { $0.sequence == sequence && { if case .wait = $0 { true } else { false } }($0.effect) }
    }
  }
}

/// A clock whose sleeps end at once and are recorded; after `maximumSleeps` sleeps of one
/// entry's effects, sleeping throws `CancellationError`, which ends a timer loop.
final class ReplayClock: Clock, Sendable {
  typealias Instant = TestClock.Instant

  private let collector: ReplayCollector
  private let maximumSleeps: Int
  private let current = LockIsolated(Instant())

  init(collector: ReplayCollector, maximumSleeps: Int) {
    self.collector = collector
    self.maximumSleeps = maximumSleeps
  }

  var now: Instant { current.value }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    let sequence = ReplayCollector.sequence
    let sleeps = collector.sleeps(of: sequence)
    guard sleeps < maximumSleeps else {
      collector.record(.stopped(.keptWaiting(sleeps: sleeps)))
      throw CancellationError()
    }
    let duration = current.withValue { now in
      defer { if now < deadline { now = deadline } }
      return now.duration(to: deadline)
    }
    // No yield: a timer's sleeps run back to back until the cap, the same way on a busy machine.
    collector.record(.wait(duration))
    try Task.checkCancellation()
  }
}
