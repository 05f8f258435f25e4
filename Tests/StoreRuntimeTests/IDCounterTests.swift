import StoreRuntime
import Testing

@Suite struct IDCounterTests {
  @Test func idsAreHandedOutInOrderFromZero() {
    var ids = IDCounter()
    #expect([ids.next(), ids.next(), ids.next()] == [0, 1, 2])
  }
}
