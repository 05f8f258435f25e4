import Observation
import StoreRuntime

/// Observation's own cost, without a store: a class with eight properties tracked the way the
/// `@Observable` macro tracks them, one changed per step and all eight read again under
/// `withObservationTracking`, as `ObservingView` reads a store. The floor `store-send-mix-observed`
/// is compared with.
@MainActor
final class ObservationFloor: Observable {
  private let registrar = ObservationRegistrar()
  private var values = [Int](repeating: 0, count: 8)
  private let isInvalid = LockIsolated(false)
  private static let paths: [KeyPath<ObservationFloor, Int>] = [
    \.value0, \.value1, \.value2, \.value3, \.value4, \.value5, \.value6, \.value7,
  ]

  var value0: Int { read(0) }
  var value1: Int { read(1) }
  var value2: Int { read(2) }
  var value3: Int { read(3) }
  var value4: Int { read(4) }
  var value5: Int { read(5) }
  var value6: Int { read(6) }
  var value7: Int { read(7) }

  init() {
    render()
  }

  /// Changes value `step % 8`, then reads everything again.
  func step(_ step: Int) {
    let index = step % 8
    registrar.willSet(self, keyPath: Self.paths[index])
    values[index] &+= 1
    registrar.didSet(self, keyPath: Self.paths[index])
    if isInvalid.value { render() }
  }

  private func read(_ index: Int) -> Int {
    registrar.access(self, keyPath: Self.paths[index])
    return values[index]
  }

  private func render() {
    isInvalid.setValue(false)
    withObservationTracking {
      for path in Self.paths { blackHole(self[keyPath: path]) }
    } onChange: { [isInvalid] in
      isInvalid.setValue(true)
    }
  }
}
