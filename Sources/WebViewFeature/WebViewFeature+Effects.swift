import StoreRuntime

/// The effects every behaviour builds on: calls on the web view, and the ids of effects the
/// reducer cancels.
extension WebViewFeature {
  /// Ids of effects the reducer cancels.
  enum CancelID: Hashable, Sendable {
    /// Work for the document on screen: plugin handlers, replies and the session's immediate
    /// delivery; cancelled when the document goes (``Handoff/documentEnded``) or the screen
    /// closes, so nothing meant for it reaches the next one.
    case document
    /// The authentication session showing a provider's page; a newer hand-off replaces it.
    case signIn
  }

  /// Cancels the work for the document on screen (``CancelID/document``). Built once: every
  /// commit returns it, and building it per commit (a type-erased id, a list to merge it into)
  /// is most of what a commit costs (`Scripts/instructions.sh feature-mix`).
  static let endDocumentWork = Effect<Action>.cancel(id: CancelID.document)

  /// An effect that makes calls on the web view, in order, on the effect's (main) actor, so
  /// calls from concurrent effects reach the host, and an action log, in a deterministic order.
  ///
  /// Never inlined: building a `.run` effect needs a stack slot for its `TaskPriority?`, whose
  /// size is only known at run time, and inlined into ``reduce(into:action:)`` that slot would be
  /// made (with a metadata lookup) on every action, effect or not.
  @inline(never)
  func web(_ calls: @escaping @MainActor @Sendable (WebViewClient) async -> Void) -> Effect<Action> {
    let webView = self.webView
    return .run { _ in await calls(webView) }
  }
}
