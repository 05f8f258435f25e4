import Foundation

/// `@MainActor class WKOpenPanelParameters` (iOS 18.4, macOS 10.12): what a file input asks for.
@available(iOS 18.4, *)
@MainActor open class WKOpenPanelParameters: NSObject {
  /// `var allowsMultipleSelection: Bool { get }`: the input is `multiple`.
  open private(set) var allowsMultipleSelection: Bool
  /// `var allowsDirectories: Bool { get }` (macOS 10.13.4): the input is `webkitdirectory`.
  open private(set) var allowsDirectories: Bool

  package init(allowsMultipleSelection: Bool = false, allowsDirectories: Bool = false) {
    self.allowsMultipleSelection = allowsMultipleSelection
    self.allowsDirectories = allowsDirectories
  }
}
