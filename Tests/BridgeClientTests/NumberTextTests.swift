import BridgeClient
import JSON
import TestSupport
import Testing

/// Numbers in JSON text and scripts: integers as plain digits, everything else exactly as Swift's
/// shortest round-trip `description` writes it, whichever way the writer gets there.
struct NumberTextTests {
  @Test func decimalsPrintAsSwiftsShortestRoundTripForm() {
    var random = SeededGenerator(seed: 3)
    var checked = 0
    for _ in 0..<200_000 {
      let value: Double
      switch random.next() % 5 {
      case 0: value = Double(Int64(bitPattern: random.next()) % 10_000_000_000_000) / [10, 100, 1_000, 10_000, 100_000][Int(random.next() % 5)]
      case 1: value = Double(bitPattern: random.next())
      case 2: value = Double(random.next() % 1_000_000) / 7
      case 3: value = Double(Int64(bitPattern: random.next()) % 100_000) * 0.1 + 0.2
      default: value = Double.random(in: -2e11...2e11, using: &random)
      }
      guard value.isFinite, value.rounded(.towardZero) != value else { continue }
      checked += 1
      #expect(JSONValue.number(value).jsonText() == value.description, "\(value.bitPattern)")
    }
    #expect(checked > 150_000)
  }

  @Test(arguments: [0.1, 0.5, -0.25, 1.25, 37.5665, 126.978, 0.0001, 99_999_999_999.9, 1e-5, 0.30000000000000004, 123.456789])
  func knownDecimalsPrintAsSwiftsShortestRoundTripForm(_ value: Double) {
    #expect(JSONValue.number(value).jsonText() == value.description)
  }
}
