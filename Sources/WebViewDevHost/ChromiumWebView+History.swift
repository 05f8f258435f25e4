import JSON
import WebViewHost

/// The page's session history, which Chromium keeps as WebKit keeps a back-forward list:
/// `goBack`/`goForward` move through it, and `canGoBack`/`canGoForward` are read from it after
/// every main-frame navigation, new document or not. The target's initial `about:blank`, which
/// Chromium keeps as the first entry, is not history: a web view's list starts at its first page.
extension ChromiumWebView {
  /// `Page.navigateToHistoryEntry` of the entry before the current one; nothing at the first.
  package func goBack() {
    Task { [weak self] in await self?.move(by: -1) }
  }

  /// `Page.navigateToHistoryEntry` of the entry after the current one; nothing at the last.
  package func goForward() {
    Task { [weak self] in await self?.move(by: 1) }
  }

  /// Tells the kit whether the page can go back and forward now, as WebKit's key-value
  /// observation of `canGoBack` and `canGoForward` does.
  func reportHistory() {
    Task { [weak self] in
      guard let self, let (current, entries) = await self.history() else { return }
      self.host?.historyChanged(canGoBack: current > 0, canGoForward: current < entries.count - 1)
    }
  }

  private func move(by offset: Int) async {
    guard let (current, entries) = await history(), entries.indices.contains(current + offset),
      let entry = entries[current + offset]["id"]
    else { return }
    post("Page.navigateToHistoryEntry", ["entryId": entry])
  }

  /// `Page.getNavigationHistory` without the initial `about:blank`: the current entry's index
  /// and every entry.
  private func history() async -> (current: Int, entries: [JSONValue])? {
    guard let history = try? await connection.send("Page.getNavigationHistory", session: session),
      let current = history["currentIndex"]?.intValue, var entries = history["entries"]?.arrayValue
    else { return nil }
    guard entries.first?["url"]?.stringValue == "about:blank", current > 0 else { return (current, entries) }
    entries.removeFirst()
    return (current - 1, entries)
  }
}
