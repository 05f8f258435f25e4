// QuickLook's SwiftUI part: Apple declares `quickLookPreview` in the cross-import overlay
// `_QuickLook_SwiftUI` (its precise identifier), which a file sees when it imports both SwiftUI
// and QuickLook. Here the QuickLook module holds it.
import Foundation
import SwiftUI

extension View {
  /// Apple: /documentation/SwiftUI/View/quickLookPreview(_:).
  nonisolated public func quickLookPreview(_ item: Binding<URL?>) -> some View {
    self
  }
}
