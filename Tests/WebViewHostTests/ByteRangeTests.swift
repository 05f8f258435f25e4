import Testing

@testable import WebViewHost

/// `Range: bytes=…` read as RFC 9110 reads one byte range; anything else is no range at all.
struct ByteRangeTests {
  @Test(arguments: [
    ("bytes=0-99", ByteRange.from(0, through: 99)), ("bytes=100-", .from(100, through: nil)), ("bytes=-100", .suffix(100)),
    (" bytes=5-5 ", .from(5, through: 5)), ("Bytes=0-0", .from(0, through: 0)),
    ("bytes=123456789012345678-", .from(123_456_789_012_345_678, through: nil)),
  ])
  func oneRangeIsRead(_ header: String, _ range: ByteRange) {
    #expect(ByteRange(header: header) == range)
  }

  @Test(arguments: [
    "", "bytes=", "bytes=-", "bytes=1", "bytes=2-1", "bytes=0-1,2-3", "bytes=a-", "bytes=-b", "bytes=1 -2", "lines=0-1", "bytes=0x1-2",
    "bytes=1234567890123456789-",
  ])
  func anythingElseIsNoRange(_ header: String) {
    #expect(ByteRange(header: header) == nil)
  }

  @Test(arguments: [
    (ByteRange.from(0, through: 9), 100, 0..<10), (.from(90, through: nil), 100, 90..<100), (.from(90, through: 500), 100, 90..<100),
    (.suffix(10), 100, 90..<100), (.suffix(500), 100, 0..<100), (.suffix(1), 100, 99..<100), (.suffix(5), 1, 0..<1),
  ])
  func aRangeSelectsBytesOfTheFile(_ range: ByteRange, _ size: Int, _ offsets: Range<Int>) {
    #expect(range.offsets(inFileOf: size) == offsets)
  }

  @Test(arguments: [(ByteRange.from(100, through: nil), 100), (.from(0, through: 0), 0), (.suffix(0), 100), (.suffix(5), 0)])
  func aRangeThatSelectsNothingIsUnsatisfiable(_ range: ByteRange, _ size: Int) {
    #expect(range.offsets(inFileOf: size) == nil)
  }
}
