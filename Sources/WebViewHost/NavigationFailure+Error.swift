import Foundation
import WebViewFeature

extension NavigationFailure {
  /// The failure WebKit reported, as the reducer reads it: the `NSError`'s domain, code and
  /// localized description.
  public init(_ error: any Error) {
    let error = error as NSError
    self.init(domain: error.domain, code: error.code, message: error.localizedDescription)
  }
}
