import Foundation
import StoreRuntime

/// White-screen recovery: reloading after the page's process died, with a cap against loops.
extension WebViewFeature {
  /// A user's reload also clears the crash history: the user decided to try again.
  func reload(_ state: inout State) -> Effect<Action> {
    let processMayBeDead = state.needsReload || state.automaticReloadsStopped
    state.show(nil, in: configuration.messages)
    state.needsReload = false
    state.automaticReloadsStopped = false
    state.recentTerminations = []
    guard let target = state.lastURL else { return .none }
    // `reload()` keeps the history entry but does nothing useful for a dead process or for a
    // load that failed before committing; loading the URL again works in every case.
    if state.url == target, !processMayBeDead {
      return web { await $0.reload() }
    }
    return web { await $0.load(target) }
  }

  /// The page's process died (or, on activation, looks dead): reset the load, hand on the
  /// panels it was blocked on (``Handoff/documentEnded``), and reload now (active), on the next
  /// activation (inactive), or not at all (crash loop).
  func recoverFromTermination(_ state: inout State) -> Step {
    state.currentLoad = nil
    state.isLoading = false
    state.progress = 0
    state.title = nil
    state.isPageReady = false
    let now = date.now
    let policy = configuration.recovery
    state.recentTerminations = state.recentTerminations.filter { now.timeIntervalSince($0) < policy.window } + [now]
    guard !state.automaticReloadsStopped else { return (.none, .documentEnded) }
    if state.recentTerminations.count > policy.maxAutomaticReloads {
      state.automaticReloadsStopped = true
      state.needsReload = false
      state.show(.crashLoop(terminations: state.recentTerminations.count), in: configuration.messages)
      return (.none, .documentEnded)
    }
    guard let target = state.lastURL else { return (.none, .documentEnded) }
    guard state.isActive else {
      state.needsReload = true
      return (.none, .documentEnded)
    }
    return (web { await $0.load(target) }, .documentEnded)
  }

  /// Reloads a page whose process died in the background, or treats a page without a title as
  /// dead (counting towards the crash cap) when nothing else explains the missing title.
  func recoverOnActivation(titleMissing: Bool, _ state: inout State) -> Step {
    if state.needsReload, let target = state.lastURL {
      state.needsReload = false
      return (web { await $0.load(target) }, nil)
    }
    let looksDead = titleMissing && state.url != nil && !state.isLoading && !state.automaticReloadsStopped
    return looksDead ? recoverFromTermination(&state) : (.none, nil)
  }
}
