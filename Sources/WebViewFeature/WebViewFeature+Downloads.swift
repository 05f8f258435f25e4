import StoreRuntime

/// Downloads: which responses WebKit saves (``DownloadPolicy``), where, and what the screen
/// shows of them. WebKit's destination handler is answered exactly once per download.
extension WebViewFeature {
  /// WebKit asks where to save a download: under its suggested name made safe
  /// (``DownloadFileName``), when the policy takes its type and size and the screen is open;
  /// otherwise cancelled, and the developer hears why. A repeated id is ignored, so its handler
  /// is not answered twice.
  func downloadRequested(_ id: DownloadID, _ request: DownloadRequest, _ state: inout State) -> Effect<Action> {
    guard !state.downloads.contains(where: { $0.id == id }) else { return .none }
    let refusal = state.isClosed ? "the screen has closed" : configuration.downloads.refusal(of: request)
    if let refusal {
      return web { webView in
        await webView.decideDownload(id, fileName: nil)
        await webView.diagnose(.downloadRefused(request.url, reason: refusal))
      }
    }
    let fileName = DownloadFileName.sanitized(request.suggestedFilename, fallback: configuration.messages.untitledDownload)
    state.downloads.append(
      Download(id: id, url: request.url, fileName: fileName, mimeType: request.mimeType, expectedBytes: request.expectedBytes))
    return web { await $0.decideDownload(id, fileName: fileName) }
  }

  /// Progress of a running download; a size the server did not announce stays as it was.
  func downloadProgressed(_ id: DownloadID, received: Int64, expected: Int64?, _ state: inout State) {
    guard let index = runningDownload(id, state) else { return }
    state.downloads[index].receivedBytes = max(0, received)
    if let expected, expected >= 0 { state.downloads[index].expectedBytes = expected }
  }

  /// A running download ended with `status`; a failure also queues a toast naming the file,
  /// unless it is a cancellation (`-999`: the web view stopped it), which reads as one.
  func downloadEnded(_ id: DownloadID, _ status: Download.Status, _ state: inout State) {
    guard let index = runningDownload(id, state) else { return }
    var status = status
    if case .failed(let failure) = status, failure.isBenign { status = .cancelled }
    state.downloads[index].status = status
    if case .finished = status, let expected = state.downloads[index].expectedBytes {
      state.downloads[index].receivedBytes = max(state.downloads[index].receivedBytes, expected)
    }
    if case .failed = status {
      state.showToast(configuration.messages.downloadFailed(state.downloads[index].fileName))
    }
  }

  /// The user stopped a running download: it is cancelled in the web view and stays in the list
  /// as cancelled; an ended one is left as it is.
  func cancelDownload(_ id: DownloadID, _ state: inout State) -> Effect<Action> {
    guard let index = runningDownload(id, state) else { return .none }
    state.downloads[index].status = .cancelled
    return web { await $0.cancelDownload(id) }
  }

  /// A download the app has shown (or the user put away) leaves the list; a running one is
  /// cancelled first.
  func downloadDismissed(_ id: DownloadID, _ state: inout State) -> Effect<Action> {
    let cancel = cancelDownload(id, &state)
    state.downloads.removeAll { $0.id == id }
    return cancel
  }

  /// The screen closed: every running download stops, in order.
  func cancelAllDownloads(_ state: inout State) -> Effect<Action> {
    let running = state.downloads.filter(\.isInProgress).map(\.id)
    for index in state.downloads.indices where state.downloads[index].isInProgress {
      state.downloads[index].status = .cancelled
    }
    return web { webView in
      for id in running { await webView.cancelDownload(id) }
    }
  }

  private func runningDownload(_ id: DownloadID, _ state: State) -> Int? {
    state.downloads.firstIndex { $0.id == id && $0.isInProgress }
  }
}
