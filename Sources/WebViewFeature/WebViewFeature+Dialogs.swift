import StoreRuntime

/// The page's panels: one on screen, the rest queued, each completed exactly once.
extension WebViewFeature {
  /// A panel that cannot be shown (screen closed) is completed with its default at once; a
  /// repeated id is ignored so its handler is not completed twice; a permission request is
  /// shown only when ``PermissionPolicy`` asks the user, and answered at once otherwise; a
  /// sign-in only when ``CredentialPolicy`` asks, and cancelled at once with a diagnostic
  /// otherwise; a request for a client certificate is never shown, answered at once by
  /// ``CredentialPolicy/clientCertificateHosts``. The page's texts are kept without control characters.
  func dialogRequested(_ dialog: JSDialog, _ state: inout State) -> Effect<Action> {
    guard !state.dialogs.contains(where: { $0.id == dialog.id }) else { return .none }
    guard !state.isClosed else {
      return web { await $0.completeDialog(dialog.id, dialog.defaultResult) }
    }
    if case .permission(let permissions) = dialog.kind {
      switch configuration.permissions.decide(permissions, origin: dialog.frame?.url) {
      case .grant: return web { await $0.completeDialog(dialog.id, .permissionDecided(granted: true)) }
      case .deny: return web { await $0.completeDialog(dialog.id, .permissionDecided(granted: false)) }
      case .ask: break
      }
    }
    if case .clientCertificate(let request) = dialog.kind {
      guard let reason = configuration.credentials.clientCertificateRefusal(of: request) else {
        return web { await $0.completeDialog(dialog.id, .clientCertificateChosen(true)) }
      }
      return web { webView in
        await webView.completeDialog(dialog.id, .clientCertificateChosen(false))
        await webView.diagnose(.clientCertificateLeftToTheSystem(host: request.host, reason: reason))
      }
    }
    if case .credentials(let request) = dialog.kind, let reason = configuration.credentials.refusal(of: request) {
      return web { webView in
        await webView.completeDialog(dialog.id, .credentialsProvided(nil))
        await webView.diagnose(.credentialsRefused(host: request.host, reason: reason))
      }
    }
    state.dialogs.append(UserFacingText.displayable(dialog))
    return .none
  }

  /// An answer for an unknown or already completed id is ignored (double taps, late answers).
  func dialogAnswered(_ id: DialogID, _ result: DialogResult, _ state: inout State) -> Effect<Action> {
    guard let index = state.dialogs.firstIndex(where: { $0.id == id }) else { return .none }
    guard state.dialogs[index].accepts(result) else {
      return web { await $0.diagnose(.dialogAnswerMismatch(id, result)) }
    }
    state.dialogs.remove(at: index)
    return web { await $0.completeDialog(id, result) }
  }

  /// Completes every pending panel with its default, in order, and forgets them.
  func completeAllDialogs(_ state: inout State) -> Effect<Action> {
    let pending = state.dialogs
    guard !pending.isEmpty else { return .none }
    state.dialogs = []
    return web { webView in
      for dialog in pending {
        await webView.completeDialog(dialog.id, dialog.defaultResult)
      }
    }
  }
}
