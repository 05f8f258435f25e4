/// `enum WKPermissionDecision` (iOS 15.0, macOS 12.0); its raw values are not used here.
public enum WKPermissionDecision: Sendable {
  /// `case prompt`: WebKit asks the user itself.
  case prompt
  /// `case grant`.
  case grant
  /// `case deny`.
  case deny
}

/// `enum WKMediaCaptureType` (iOS 15.0, macOS 12.0); its raw values are not used here.
public enum WKMediaCaptureType: Sendable {
  /// `case camera`.
  case camera
  /// `case microphone`.
  case microphone
  /// `case cameraAndMicrophone`.
  case cameraAndMicrophone
}
