/// Reads a fuzzer's bytes as a stream of small decisions, so one byte string drives a whole
/// structured case. Reading past the end yields zeros: every input is a valid case.
struct FuzzInput {
  private let bytes: [UInt8]
  private var index = 0

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A number in `0..<count`.
  mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

  mutating func pick<T>(_ options: [T]) -> T { options[choice(options.count)] }

  /// Everything not read yet.
  mutating func rest() -> [UInt8] {
    defer { index = bytes.count }
    return index < bytes.count ? Array(bytes[index...]) : []
  }
}

/// Stops the run with a message libFuzzer reports as a crash, keeping the input.
func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("invariant broken: \(message())") }
}
