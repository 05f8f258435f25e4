/// Times benchmark bodies: a calibration run that picks the iteration count, then several
/// timed repetitions.
///
/// A body receives the number of operations to perform and runs its own loop, so the cost of
/// calling the body is paid once per repetition, not once per operation. Each case runs for
/// about ``secondsPerRepetition`` per repetition, at most its `iterations`, so that cheap and
/// expensive cases together finish within the run's time budget.
@MainActor
struct Bench {
  /// Timed repetitions per case.
  var repetitions: Int
  /// The target duration of one repetition.
  var secondsPerRepetition: Double
  /// Whether this is the full run (1M-entry replay) or the `--quick` smoke run.
  var isFull: Bool

  /// Times a synchronous body.
  func measure(_ name: String, iterations: Int, _ body: (Int) -> Void) -> Measurement {
    let clock = ContinuousClock()
    let count = calibrated(iterations) { count in clock.measure { body(count) }.nanoseconds }
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let elapsed = clock.measure { body(count) }
      samples.append(elapsed.nanoseconds / Double(count))
    }
    return Measurement(name: name, iterations: count, samples: samples)
  }

  /// Times an asynchronous body that runs on the main actor.
  func measure(_ name: String, iterations: Int, _ body: @MainActor (Int) async -> Void) async -> Measurement {
    let clock = ContinuousClock()
    var probe = 1
    var elapsed = 0.0
    // The async twin of `calibrated`: closures that await cannot go through the synchronous one.
    while true {
      let start = clock.now
      await body(probe)
      elapsed = (clock.now - start).nanoseconds
      if elapsed >= secondsPerRepetition * 1e8 || probe >= iterations { break }
      probe *= 2
    }
    let count = iterationCount(perOperation: elapsed / Double(probe), maximum: iterations)
    return await repeated(name, count, body)
  }

  /// Times an asynchronous body with exactly `iterations` operations per repetition, after a
  /// warm-up of a tenth of them.
  func measure(_ name: String, exactly iterations: Int, _ body: @MainActor (Int) async -> Void) async -> Measurement {
    await body(Swift.max(1, iterations / 10))
    return await repeated(name, iterations, body)
  }

  /// Times one run of an expensive body, without warm-up or repetitions.
  func measureOnce(_ name: String, iterations: Int, _ body: () throws -> Void) rethrows -> Measurement {
    let elapsed = try ContinuousClock().measure(body)
    return Measurement(name: name, iterations: iterations, samples: [elapsed.nanoseconds / Double(iterations)])
  }

  /// Runs doubling probes (which also warm the code up) and returns the iteration count that
  /// fills one repetition.
  private func calibrated(_ maximum: Int, _ run: (Int) -> Double) -> Int {
    var probe = 1
    while true {
      let elapsed = run(probe)
      if elapsed >= secondsPerRepetition * 1e8 || probe >= maximum {
        return iterationCount(perOperation: elapsed / Double(probe), maximum: maximum)
      }
      probe *= 2
    }
  }

  /// Runs the timed repetitions of an asynchronous body with `count` operations each.
  private func repeated(_ name: String, _ count: Int, _ body: @MainActor (Int) async -> Void) async -> Measurement {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = clock.now
      await body(count)
      samples.append((clock.now - start).nanoseconds / Double(count))
    }
    return Measurement(name: name, iterations: count, samples: samples)
  }

  private func iterationCount(perOperation: Double, maximum: Int) -> Int {
    let fitting = Int(secondsPerRepetition * 1e9 / Swift.max(perOperation, 1))
    return Swift.min(maximum, Swift.max(1, fitting))
  }
}
