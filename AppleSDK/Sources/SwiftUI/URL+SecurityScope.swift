import Foundation

// Foundation's on Apple's systems, missing from Linux's: SwiftUI's file importer hands out
// security-scoped URLs.

extension URL {
  /// Apple: /documentation/Foundation/URL/startAccessingSecurityScopedResource(). Here nothing is
  /// scoped: it says `false`, as Apple's does for a URL that is not.
  public func startAccessingSecurityScopedResource() -> Bool {
    false
  }
}
