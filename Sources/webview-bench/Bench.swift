/// Times benchmark bodies: one warm-up run, then several timed repetitions.
///
/// A body receives the number of operations to perform and runs its own loop, so the cost of
/// calling the body is paid once per repetition, not once per operation.
@MainActor
struct Bench {
  /// Timed repetitions per case.
  var repetitions: Int
  /// Scales every case's iteration count: 1 for the full run, smaller for `--quick`.
  var scale: Double

  /// `iterations` scaled for this run, never below `minimum`.
  func scaled(_ iterations: Int, minimum: Int = 100) -> Int {
    Swift.max(minimum, Int(Double(iterations) * scale))
  }

  /// Times a synchronous body.
  func measure(_ name: String, iterations: Int, _ body: (Int) -> Void) -> Measurement {
    let clock = ContinuousClock()
    body(Swift.max(1, iterations / 10))
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let elapsed = clock.measure { body(iterations) }
      samples.append(elapsed.nanoseconds / Double(iterations))
    }
    return Measurement(name: name, iterations: iterations, samples: samples)
  }

  /// Times an asynchronous body that runs on the main actor.
  func measure(_ name: String, iterations: Int, _ body: (Int) async -> Void) async -> Measurement {
    let clock = ContinuousClock()
    await body(Swift.max(1, iterations / 10))
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = clock.now
      await body(iterations)
      samples.append((clock.now - start).nanoseconds / Double(iterations))
    }
    return Measurement(name: name, iterations: iterations, samples: samples)
  }

  /// Times one run of an expensive body, without warm-up or repetitions.
  func measureOnce(_ name: String, iterations: Int, _ body: () throws -> Void) rethrows -> Measurement {
    let elapsed = try ContinuousClock().measure(body)
    return Measurement(name: name, iterations: iterations, samples: [elapsed.nanoseconds / Double(iterations)])
  }
}
