import ActionLog
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reducer floor, `Store.send` with and without effects, and the `TestStore` step.
@MainActor
enum StoreCases {
  static func run(_ bench: Bench) async throws -> [ResultRow] {
    let reducer = WebViewFeature(configuration: ActionMix.configuration)
    let quiet = ActionMix.cycle(replies: false)
    let replying = ActionMix.cycle(replies: true)
    let iterations = 600_000

    let floor = measureReducer(bench, "reducer call (floor)", reducer, quiet, iterations)
    let send = measureSend(bench, "Store.send, no effects", reducer, quiet, iterations)
    let replyFloor = measureReducer(bench, "reducer call, reply mix (floor)", reducer, replying, iterations)
    let sendWithEffects = await measureSendWithEffects(
      bench, "Store.send + reply effects", reducer, replying, 100_000)
    let step = await measureTestStore(bench, "TestStore.send, exhaustive", reducer, quiet, 100_000)
    let encoded = measureSendEncoding(bench, "Store.send + JSONEncoder of the action (floor)", reducer, quiet, 100_000)
    let written = measureSendEncodingWritten(
      bench, "Store.send + JSONEncoder + one pwrite of its bytes (floor with the write)", reducer, quiet, 100_000)
    let recorded = try measureFlightRecordedSend(bench, "Store.send, flight-recorded", reducer, quiet, 100_000)
    var recordedAgain = recorded
    recordedAgain.name = "… against the floor with the write"
    return [
      ResultRow(floor, note: "\(quiet.count)-action cycle: load, progress, title, 2 bridge messages, toasts"),
      ResultRow(send, against: floor, goal: { .ratio(atMost: 1.5, measured: $0) }),
      ResultRow(step, against: floor, goal: { .ratio(atMost: 5, measured: $0) }),
      ResultRow(replyFloor, note: "same cycle; 2 of 12 actions return a reply effect"),
      ResultRow(sendWithEffects, against: replyFloor, note: "includes running the effects to completion"),
      ResultRow(encoded, note: "the log's JSONEncoder, as the recorder sets it up"),
      ResultRow(written, note: "the flight recorder's one system call per action, in a 1 MiB file"),
      ResultRow(recorded, against: encoded, goal: { .ratio(atMost: 1.3, measured: $0) }, note: "1 MiB ring, the recorder's own checkpoints"),
      ResultRow(recordedAgain, against: written, note: "what the recorder adds beyond encoding and writing"),
    ]
  }

  private static func measureReducer(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) -> Measurement {
    var dependencies = DependencyValues()
    ActionMix.prepare(&dependencies)
    return bench.measure(name, iterations: iterations) { count in
      withDependencies(dependencies) {
        var state = WebViewFeature.State()
        var index = 0
        for _ in 0..<count {
          blackHole(reducer.reduce(into: &state, action: actions[index]))
          index += 1
          if index == actions.count { index = 0 }
        }
        blackHole(state)
      }
    }
  }

  private static func measureSend(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) -> Measurement {
    let store = Store(initialState: WebViewFeature.State(), reducer: reducer, withDependencies: ActionMix.prepare)
    return bench.measure(name, iterations: iterations) { count in
      var index = 0
      for _ in 0..<count {
        blackHole(store.send(actions[index]))
        index += 1
        if index == actions.count { index = 0 }
      }
    }
  }

  private static func measureSendWithEffects(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) async -> Measurement {
    let store = Store(initialState: WebViewFeature.State(), reducer: reducer, withDependencies: ActionMix.prepare)
    return await bench.measure(name, iterations: iterations) { count in
      var index = 0
      var pending: [StoreTask] = []
      for _ in 0..<count {
        pending.append(store.send(actions[index]))
        index += 1
        if index == actions.count {
          index = 0
          for task in pending { await task.finish() }
          pending.removeAll(keepingCapacity: true)
        }
      }
      for task in pending { await task.finish() }
    }
  }

  private static func measureTestStore(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) async -> Measurement {
    let expected = ActionMix.states(after: actions)
    let (measurement, issues) = await IssueReporting.collect {
      await bench.measure(name, iterations: iterations) { count in
        let steps = ExhaustiveSteps(reducer, actions, expected: expected)
        await steps.send(count)
        await steps.finish()
      }
    }
    precondition(issues.isEmpty, "The TestStore benchmark failed its own assertions: \(issues)")
    return measurement
  }

  private static func measureSendEncoding(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) -> Measurement {
    let store = Store(initialState: WebViewFeature.State(), reducer: reducer, withDependencies: ActionMix.prepare)
    let encoder = JSONCoders.encoder()
    return bench.measure(name, iterations: iterations) { count in
      var index = 0
      for _ in 0..<count {
        blackHole(try? encoder.encode(actions[index]))
        blackHole(store.send(actions[index]))
        index += 1
        if index == actions.count { index = 0 }
      }
    }
  }

  /// The floor with the write: the same encoding, then one `pwrite` of its bytes into a 1 MiB
  /// file, the system call the flight recorder makes for every action so that a crash cannot lose
  /// it (`FlightRecorderFile`).
  private static func measureSendEncodingWritten(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) -> Measurement {
    let store = Store(initialState: WebViewFeature.State(), reducer: reducer, withDependencies: ActionMix.prepare)
    let encoder = JSONCoders.encoder()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("webview-bench-\(UUID().uuidString)").path
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { preconditionFailure("webview-bench: cannot create \(path)") }
    defer {
      close(descriptor)
      unlink(path)
    }
    return bench.measure(name, iterations: iterations) { count in
      var index = 0
      var offset = 0
      for _ in 0..<count {
        let bytes = (try? encoder.encode(actions[index])) ?? Data()
        blackHole(bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) })
        offset = (offset + bytes.count) % (1 << 20)
        blackHole(store.send(actions[index]))
        index += 1
        if index == actions.count { index = 0 }
      }
    }
  }

  private static func measureFlightRecordedSend(
    _ bench: Bench, _ name: String, _ reducer: WebViewFeature, _ actions: [WebViewFeature.Action], _ iterations: Int
  ) throws -> Measurement {
    let store = Store(initialState: WebViewFeature.State(), reducer: reducer, withDependencies: ActionMix.prepare)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webview-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorder = try ActionRecorder(
      store: store, feature: "WebViewFeature", destination: .flightRecorder(folder: folder, fileSize: 1 << 20))
    return withExtendedLifetime(recorder) {
      bench.measure(name, iterations: iterations) { count in
        var index = 0
        for _ in 0..<count {
          blackHole(store.send(actions[index]))
          index += 1
          if index == actions.count { index = 0 }
        }
      }
    }
  }
}
