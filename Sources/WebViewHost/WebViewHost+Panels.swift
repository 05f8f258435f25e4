import BridgeClient
import Foundation
import WebViewFeature

/// The page's panels: WebKit's JavaScript panels, file choosers, permission requests and
/// servers' sign-ins, each kept until the reducer answers it (`completeDialog`), exactly once.
extension WebViewHost {
  /// `runJavaScriptAlertPanelWithMessage` (`frame` asked): keeps `completionHandler` until answered.
  package func runAlertPanel(message: String, frame: BridgeFrame, completionHandler: @escaping @MainActor @Sendable () -> Void) {
    presentDialog(.alert, message: message, frame: frame) { _ in completionHandler() }
  }

  /// `runJavaScriptConfirmPanelWithMessage` (`frame` asked): keeps `completionHandler` until answered.
  package func runConfirmPanel(
    message: String, frame: BridgeFrame, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    presentDialog(.confirm, message: message, frame: frame) { result in
      if case .confirmed(let confirmed) = result { completionHandler(confirmed) } else { completionHandler(false) }
    }
  }

  /// `runJavaScriptTextInputPanelWithPrompt` (`frame` asked): keeps `completionHandler` until answered.
  package func runTextInputPanel(
    prompt: String, defaultText: String?, frame: BridgeFrame, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
  ) {
    presentDialog(.prompt(defaultText: defaultText), message: prompt, frame: frame) { result in
      if case .prompted(let text) = result { completionHandler(text) } else { completionHandler(nil) }
    }
  }

  /// `runOpenPanelWith` (`frame`'s `<input type=file>`): keeps `completionHandler` until answered
  /// with the chosen files, or `nil` (cancel).
  package func runOpenPanel(
    allowsMultipleSelection: Bool, allowsDirectories: Bool, frame: BridgeFrame,
    completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void
  ) {
    let kind = JSDialog.Kind.fileInput(allowsMultipleSelection: allowsMultipleSelection, allowsDirectories: allowsDirectories)
    presentDialog(kind, message: "", frame: frame) { result in
      if case .filesSelected(let urls) = result { completionHandler(urls) } else { completionHandler(nil) }
    }
  }

  /// `requestMediaCapturePermissionFor` / `requestDeviceOrientationAndMotionPermissionFor`
  /// (`frame`'s document asks): keeps `decisionHandler` until the reducer grants (`true`) or denies
  /// it, by the configuration's `permissions` or by the user's answer.
  package func requestPermission(
    _ permissions: [Permission], frame: BridgeFrame, decisionHandler: @escaping @MainActor @Sendable (Bool) -> Void
  ) {
    presentDialog(.permission(permissions), message: "", frame: frame) { result in
      if case .permissionDecided(let granted) = result { decisionHandler(granted) } else { decisionHandler(false) }
    }
  }

  func presentDialog(
    _ kind: JSDialog.Kind, message: String, frame: BridgeFrame?, handler: @escaping @MainActor @Sendable (DialogResult) -> Void
  ) {
    let dialog = JSDialog(id: DialogID(nextDialogID), kind: kind, message: message, frame: frame)
    nextDialogID += 1
    dialogHandlers.insert(.init(id: dialog.id, fallback: dialog.defaultResult, handler: handler))
    deliver(.dialogRequested(dialog), orAnswer: { self.answerDialog(dialog.id, dialog.defaultResult) })
  }
}
