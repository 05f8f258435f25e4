#if canImport(WebKit)
  import WebKit

  /// Which connected coordinator uses each `WKUserContentController`.
  ///
  /// Web views made from one configuration share its controller. WebKit allows one script
  /// message handler per name on it (a second raises `NSInvalidArgumentException`), and every
  /// user script on it reaches every page of those web views, so two connected screens cannot
  /// share one. Both sides are held weakly.
  @MainActor
  enum UserContentControllerClaims {
    private struct Claim {
      weak var controller: WKUserContentController?
      weak var coordinator: WebViewCoordinator?
    }

    private static var claims: [ObjectIdentifier: Claim] = [:]

    /// The connected coordinator using `controller`, if any. The identity check matters: a
    /// controller that is gone may have left its address to a new one.
    static func holder(of controller: WKUserContentController) -> WebViewCoordinator? {
      guard let claim = claims[ObjectIdentifier(controller)], claim.controller === controller else { return nil }
      return claim.coordinator
    }

    static func claim(_ controller: WKUserContentController, for coordinator: WebViewCoordinator) {
      // Claims of controllers that are gone are forgotten here, so the table stays small.
      claims = claims.filter { $0.value.controller != nil }
      claims[ObjectIdentifier(controller)] = Claim(controller: controller, coordinator: coordinator)
    }

    /// Called by the holder when it tears down (a coordinator that was refused never holds one).
    static func release(_ controller: WKUserContentController) {
      claims[ObjectIdentifier(controller)] = nil
    }
  }
#endif
