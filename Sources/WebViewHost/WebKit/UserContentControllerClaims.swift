#if canImport(WebKit)
  import WebKit

  /// Which connected coordinator uses each `WKUserContentController`.
  ///
  /// Web views made from one configuration share its controller. WebKit allows one script
  /// message handler per name on it (a second raises `NSInvalidArgumentException`), and every
  /// user script on it reaches every page of those web views, so two connected screens cannot
  /// share one. Both sides are held weakly: a claim whose controller is gone is forgotten.
  @MainActor
  enum UserContentControllerClaims {
    private struct Claim {
      weak var controller: WKUserContentController?
      weak var coordinator: WebViewCoordinator?
    }

    private static var claims: [ObjectIdentifier: Claim] = [:]

    /// The connected coordinator using `controller`, if any.
    static func holder(of controller: WKUserContentController) -> WebViewCoordinator? {
      claims = claims.filter { $0.value.controller != nil }
      return claims[ObjectIdentifier(controller)]?.coordinator
    }

    static func claim(_ controller: WKUserContentController, for coordinator: WebViewCoordinator) {
      claims[ObjectIdentifier(controller)] = Claim(controller: controller, coordinator: coordinator)
    }

    static func release(_ controller: WKUserContentController, by coordinator: WebViewCoordinator) {
      guard holder(of: controller) === coordinator else { return }
      claims[ObjectIdentifier(controller)] = nil
    }
  }
#endif
