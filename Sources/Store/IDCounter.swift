/// Hands out ids in order, 0, 1, 2, …: the store's effects, observers and hooks and the test
/// clock's sleepers are told apart by them, and numbering them the same way in every run keeps
/// what refers to them reproducible.
package struct IDCounter: Sendable {
  private var issued = 0

  /// A counter whose first id is 0.
  package init() {}

  /// The next id: one more than the one before.
  package mutating func next() -> Int {
    defer { issued += 1 }
    return issued
  }
}
