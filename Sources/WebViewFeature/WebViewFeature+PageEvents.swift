import BridgeClient
import StoreRuntime

/// Events to the page, queued until the current document is ready.
extension WebViewFeature {
  func appResignedActive(_ state: inout State) -> Effect<Action> {
    guard state.isActive else { return .none }
    state.isActive = false
    return sendEvent(.appStateChange(isActive: false), &state)
  }

  func networkChanged(isOnline: Bool, _ state: inout State) -> Effect<Action> {
    guard state.isOnline != isOnline else { return .none }
    state.isOnline = isOnline
    return sendEvent(.networkChange(isOnline: isOnline), &state)
  }

  /// Sends `event` now, or queues it (replacing a queued event of the same name) until the
  /// document is ready.
  func sendEvent(_ event: PageEvent, _ state: inout State) -> Effect<Action> {
    guard state.isPageReady else {
      state.pendingEvents.removeAll { $0.name == event.name }
      state.pendingEvents.append(event)
      return .none
    }
    return emit([event])
  }

  /// Marks the document ready and flushes the queue, once per document.
  func pageBecameReady(_ state: inout State) -> Effect<Action> {
    guard !state.isPageReady else { return .none }
    state.isPageReady = true
    let events = state.pendingEvents
    state.pendingEvents = []
    return emit(events)
  }

  private func emit(_ events: [PageEvent]) -> Effect<Action> {
    guard !events.isEmpty else { return .none }
    let bridge = self.bridge
    let webView = self.webView
    let dialect = configuration.bridge.dialect
    return .run { _ in
      for event in events {
        do {
          try await bridge.emit(event: event.name, data: event.data, dialect: dialect)
        } catch {
          await webView.diagnose(.eventNotDelivered(name: event.name, reason: "\(error)"))
        }
      }
    }
  }
}
