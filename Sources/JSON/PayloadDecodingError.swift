/// Why a payload did not decode into a handler's type, naming the field.
public struct PayloadDecodingError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
  /// Where decoding failed, e.g. `payload.user.age` or `payload.items[2]`.
  public var path: String
  /// What was wrong there, e.g. `expected Int`.
  public var problem: String

  /// Creates an error.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// `path: problem`, e.g. `payload.user.age: expected Int`.
  public var description: String { "\(path): \(problem)" }
}
