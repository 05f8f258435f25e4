import ActionLog
import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Panels carry their frame since the field was added; logs recorded before it still replay.
struct DialogFrameLogTests {
  private typealias Entry = ActionLogEntry<WebViewFeature.State, WebViewFeature.Action>
  private static let start = Date(timeIntervalSince1970: 1_741_944_413.25)

  /// A `dialogRequested` entry and its state as a build without `JSDialog.frame` wrote them.
  private static let lineWithoutFrame = Array(
    #"""
    {"seq":10,"time":17.5,"origin":"external","action":{"dialogRequested":{"_0":{"id":1,"kind":{"confirm":{}},"message":"Leave this page?"}}},"state":{"dialogs":[{"id":1,"kind":{"confirm":{}},"message":"Leave this page?"}]}}
    """#.utf8)

  private static func decoders() -> [any ActionLogDecoding<WebViewFeature.State, WebViewFeature.Action>] {
    [DirectActionLogDecoder(), JSONActionLogDecoder()]
  }

  private static func decode(
    _ line: [UInt8], with decoder: some ActionLogDecoding<WebViewFeature.State, WebViewFeature.Action>
  ) throws -> Entry {
    try LogLine.withLine(line) { try decoder.decodeEntry($0, startDate: start, includingCheckpoint: true) }
  }

  @Test func aPanelRecordedBeforePanelsCarriedTheirFrameDecodesWithNoFrame() throws {
    let dialog = JSDialog(id: 1, kind: .confirm, message: "Leave this page?")
    for decoder in Self.decoders() {
      let entry = try Self.decode(Self.lineWithoutFrame, with: decoder)
      #expect(entry.action == .dialogRequested(dialog), "\(type(of: decoder))")
      #expect(entry.checkpoint?.dialogs == [dialog], "\(type(of: decoder))")
      #expect(entry.checkpoint?.presentedDialog?.frame == nil, "\(type(of: decoder))")
    }
  }

  @Test func aPanelsFrameIsWrittenAndReadBack() throws {
    let frame = BridgeFrame(url: URL(string: "https://ads.example.net/slot")!, isMainFrame: false)
    let dialog = JSDialog(id: 2, kind: .prompt(defaultText: "Kim"), message: "Your name?", frame: frame)
    var state = WebViewFeature.State()
    state.dialogs = [dialog]
    let written = Entry(sequence: 3, date: Self.start, origin: .external, action: .dialogRequested(dialog), checkpoint: state)
    let line = Array(try ActionLogEncoder<WebViewFeature.State, WebViewFeature.Action>(startDate: Self.start).encodeEntry(written))
    for decoder in Self.decoders() {
      let entry = try Self.decode(line, with: decoder)
      #expect(entry.action == .dialogRequested(dialog), "\(type(of: decoder))")
      #expect(entry.checkpoint?.presentedDialog?.frame == frame, "\(type(of: decoder))")
    }
  }
}
