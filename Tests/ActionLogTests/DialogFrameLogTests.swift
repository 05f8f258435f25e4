import ActionLog
import BridgeClient
import Foundation
import TestSupport
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

  private let scratch = TemporaryFolder()

  /// The entry of `line`, read from a log of its own by ``ActionLogReader``.
  private func decode(_ line: [UInt8]) throws -> Entry {
    let header = try ActionLogEncoder(startDate: Self.start)
      .encodeHeader(feature: "WebViewFeature", initialState: WebViewFeature.State())
    let url = try scratch.newFile(containing: String(decoding: header + line + [0x0A], as: UTF8.self), named: "panel.jsonl")
    let reader = try ActionLogReader<WebViewFeature.State, WebViewFeature.Action>(url: url)
    return try #require(try reader.next())
  }

  @Test func aPanelRecordedBeforePanelsCarriedTheirFrameDecodesWithNoFrame() throws {
    let dialog = JSDialog(id: 1, kind: .confirm, message: "Leave this page?")
    let entry = try decode(Self.lineWithoutFrame)
    #expect(entry.action == .dialogRequested(dialog))
    #expect(entry.checkpoint?.dialogs == [dialog])
    #expect(entry.checkpoint?.presentedDialog?.frame == nil)
  }

  @Test func aPanelsFrameIsWrittenAndReadBack() throws {
    let frame = BridgeFrame(url: URL(string: "https://ads.example.net/slot")!, isMainFrame: false)
    let dialog = JSDialog(id: 2, kind: .prompt(defaultText: "Kim"), message: "Your name?", frame: frame)
    var state = WebViewFeature.State()
    state.dialogs = [dialog]
    let written = Entry(sequence: 3, date: Self.start, origin: .external, action: .dialogRequested(dialog), checkpoint: state)
    let line = Array(try ActionLogEncoder(startDate: Self.start).encodeEntry(written))
    let entry = try decode(line)
    #expect(entry.action == .dialogRequested(dialog))
    #expect(entry.checkpoint?.presentedDialog?.frame == frame)
  }
}
