import BridgeClient
import Foundation
import StoreRuntime
import Testing
import WebViewFeature

/// How the host's ids read in test failures, the timeline and diagnostics: the kind of request,
/// then its number; in a log, only the number.
struct HostIDTests {
  @Test func eachKindOfIdNamesWhatItNumbers() {
    #expect(NavigationID(5).description == "navigation #5")
    #expect(LoadID(3).description == "load #3")
    #expect(DialogID(1).description == "dialog #1")
    #expect(DownloadID(2).description == "download #2")
    #expect(ReplyHandlerID(4).description == "reply handler #4")
  }

  @Test func anIdRendersAsItsDescriptionInDiffs() {
    #expect(StateDiff.renderLine(DownloadID(7)) == "download #7")
  }

  @Test func anIdIsLoggedAsABareNumber() throws {
    let data = try JSONEncoder().encode([DownloadID(9)])
    #expect(String(decoding: data, as: UTF8.self) == "[9]")
    #expect(try JSONDecoder().decode([LoadID].self, from: Data("[12]".utf8)) == [12])
  }
}
