import Foundation
import TestSupport
import Testing

extension ReplayCommandTests {
  /// The `--html` page in a real browser (headless Chromium): a self-test mode in the page types a
  /// search, unticks an action, clicks an entry and reports what the page then showed; each
  /// figure is checked against what the command computes on its own (`--json`, `--grep`).
  @Suite(.enabled(if: Chromium.isRequiredOrAvailable, "needs Chromium: Scripts/ensure-command.sh chromium"))
  struct InspectorPageTests {
    private let scratch = TemporaryFolder()

    /// A temporary folder holding one page; removed when the test ends.
    final class PageFolder {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("InspectorPageTests-\(UUID().uuidString)")
      init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
      deinit { try? FileManager.default.removeItem(at: url) }
      var page: URL { url.appendingPathComponent("inspector.html") }
    }

    private func makePage(_ log: URL, in folder: PageFolder) async throws {
      let result = try await ReplayProcess.run(["--html", folder.page.path, log.path])
      #expect(result.status == 0, "\(result.standardError)")
    }

    /// What the page's self-test reported for `fragment`.
    private func selfTest(_ page: URL, _ parameters: String) async throws -> [String: Any] {
      let dom = try await Chromium.dumpDOM(URL(string: page.absoluteString + "#selftest&" + parameters)!)
      guard let start = dom.range(of: "<pre id=\"selftest-result\">"), let end = dom[start.upperBound...].range(of: "</pre>") else {
        throw BrowserFailure(reason: "the page wrote no self-test result; its script did not run")
      }
      let text = String(dom[start.upperBound..<end.lowerBound])
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
      return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func entries(_ arguments: [String]) async throws -> [[String: Any]] {
      try ReplayProcess.entryRecords(try await ReplayProcess.run(["--json"] + arguments).standardOutput)
    }

    private func sortedJSON(_ value: Any?) throws -> String {
      guard let value else { return "absent" }
      return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test(
      arguments: [
        ("page-load", "toast", "progressChanged", 14),
        ("blocked-navigation", "open in the OS", "navigationRequested", 10),
        ("process-termination", "load #3", "progressChanged", 31),
        ("dialogs", "dialog #3", "dialogRequested", 15),
        ("malformed-bridge-messages", "UNTRUSTED_ORIGIN", "scriptMessageReceived", 11),
      ] as [(String, String, String, Int)])
    func thePageShowsWhatTheReplayComputed(name: String, search: String, hide: String, select: Int) async throws {
      let log = ReplayProcess.example(name)
      let folder = try PageFolder()
      try await makePage(log, in: folder)
      let query = "search=\(search.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&hide=\(hide)&select=\(select)"
      let report = try await selfTest(folder.page, query)
      let all = try await entries(["--states", log.path])

      #expect(report["entries"] as? Int == all.count)
      #expect(report["visibleInitially"] as? Int == all.count)
      let found = try await entries(["--grep", search, log.path]).count
      #expect((report["search"] as? [String: Any])?["visible"] as? Int == found)
      #expect(found > 0)
      let hidden = all.filter { $0["actionName"] as? String == hide }.count
      #expect((report["hide"] as? [String: Any])?["visible"] as? Int == all.count - hidden)

      let selected = try #require(report["select"] as? [String: Any])
      let entry = try #require(all.first { $0["seq"] as? Int == select })
      #expect(selected["selectedRows"] as? Int == 1)
      #expect((selected["title"] as? String) == "#\(select) " + (entry["text"] as? String ?? ""))
      #expect(try sortedJSON(selected["state"]) == sortedJSON(entry["state"]))
      let effects = (entry["effects"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
      #expect(selected["effects"] as? [String] == effects)
      let timeline = try await ReplayProcess.run(["--wide", "--only", entry["actionName"] as? String ?? "", log.path]).standardOutput
      let block = timeline.components(separatedBy: "\n#").first { $0.hasPrefix("\(select)  ") } ?? ""
      let changeLines = block.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.hasPrefix("=>") && !$0.hasPrefix("policy:") && $0 != "(no change)" }
      #expect(selected["diff"] as? [String] == changeLines)

      let markers = try #require(report["markers"] as? [String: Int])
      func changes(_ entry: [String: Any]) -> [String: Any] { entry["changes"] as? [String: Any] ?? [:] }
      #expect(markers["error"] == all.filter { changes($0)["error"].map { !($0 is NSNull) } ?? false }.count)
      #expect(markers["toast"] == all.filter { changes($0)["toastMessage"] is String }.count)
      #expect(markers["termination"] == all.filter { $0["actionName"] as? String == "processTerminated" }.count)
      #expect(markers["dialog"] == all.filter { $0["actionName"] as? String == "dialogRequested" }.count)
      let blocked = all.filter {
        ($0["effects"] as? [[String: Any]] ?? []).contains { ($0["text"] as? String)?.hasPrefix("web view: cancel navigation") == true }
      }
      #expect(markers["blocked"] == blocked.count)
      var bands = 0
      var wasLoading = false
      for entry in all {
        let isLoading = (entry["state"] as? [String: Any])?["isLoading"] as? Bool ?? false
        if isLoading, !wasLoading { bands += 1 }
        wasLoading = isLoading
      }
      #expect(report["loadingBands"] as? Int == bands)
    }

    @Test func thePageIsOneFileThatLoadsNothing() async throws {
      let folder = try PageFolder()
      try await makePage(ReplayProcess.example("page-load"), in: folder)
      let html = try String(contentsOf: folder.page, encoding: .utf8)
      #expect(html.contains("default-src 'none'"))
      #expect(!html.contains("<script src"))
      #expect(!html.contains("<link"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["inspector.html"])
      #expect(!html.contains("src=\"http"))
    }

    /// Page messages are untrusted: text from the log reaches the page as text, never as markup.
    @Test func logTextCannotInjectMarkup() async throws {
      var lines = try ReplayProcess.lines(ofExample: "malformed-bridge-messages")
      let index = try #require(ReplayProcess.index(ofEntry: 12, in: lines))
      lines[index] = lines[index].replacingOccurrences(
        of: "launchRockets", with: #"</script><img id=\"injected\" src=x onerror=\"document.title='owned'\">"#)
      let log = try ReplayProcess.log(lines, in: scratch)
      defer { try? FileManager.default.removeItem(at: log) }
      let folder = try PageFolder()
      try await makePage(log, in: folder)
      let report = try await selfTest(folder.page, "search=injected&select=12")
      #expect((report["search"] as? [String: Any])?["visible"] as? Int == 1)
      let dom = try await Chromium.dumpDOM(folder.page)
      #expect(!dom.contains("<img"))
      #expect(dom.contains("<title>WebViewFeature log recorded from "))
      #expect(dom.contains("&lt;/script&gt;&lt;img id="))
    }

    @Test func aScreenshotShowsThePage() async throws {
      let folder = try PageFolder()
      try await makePage(ReplayProcess.example("blocked-navigation"), in: folder)
      let png = folder.url.appendingPathComponent("inspector.png")
      try await Chromium.screenshot(URL(string: folder.page.absoluteString + "#entry=10")!, to: png, width: 1280, height: 800)
      let data = try Data(contentsOf: png)
      #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      // IHDR: width and height, big-endian, at bytes 16..<24.
      #expect(data[16..<20].reduce(0) { $0 << 8 | Int($1) } == 1280)
      #expect(data[20..<24].reduce(0) { $0 << 8 | Int($1) } == 800)
      // A blank page compresses to almost nothing; the inspector's text and chart do not.
      let blank = folder.url.appendingPathComponent("blank.html")
      try Data("<!DOCTYPE html><title>blank</title>".utf8).write(to: blank)
      let blankPNG = folder.url.appendingPathComponent("blank.png")
      try await Chromium.screenshot(blank, to: blankPNG, width: 1280, height: 800)
      #expect(data.count > 10 * (try Data(contentsOf: blankPNG)).count)
    }
  }
}
