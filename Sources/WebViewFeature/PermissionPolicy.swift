import BridgeClient
import Foundation

/// A device capability a page asks for: `getUserMedia`'s camera and microphone, and on iOS the
/// motion and orientation sensors (`DeviceMotionEvent.requestPermission()`).
public enum Permission: String, Sendable, Equatable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
  /// The camera (`getUserMedia({video: true})`).
  case camera
  /// The microphone (`getUserMedia({audio: true})`).
  case microphone
  /// The motion and orientation sensors (iOS only: WebKit asks no app on macOS).
  case deviceOrientationAndMotion
}

/// Which origins may use which device capability: granted outright, asked of the user (a panel
/// in ``WebViewFeature/State/dialogs``), or, for everything the policy does not name, denied.
///
/// WebKit asks whoever sent a request, by the frame's security origin: the document that would
/// get the camera, so an iframe (an ad, another site's widget) is judged by its own host, not by
/// the page's. Only `https:` documents may get anything: browsers give the camera, the
/// microphone and the motion sensors to secure contexts alone. A request for the camera and the
/// microphone together is granted when both are, asked when neither is denied, denied otherwise.
///
/// ```swift
/// var configuration = WebViewFeature.Configuration()
/// configuration.permissions = PermissionPolicy(
///   granted: [.camera: HostAllowList(["id.example.com"])],   // the identity check's own page
///   asked: [.camera: HostAllowList(["app.example.com"]), .microphone: HostAllowList(["app.example.com"])])
/// ```
///
/// The default names nothing, so every request is denied: WebKit's own default (a system prompt
/// for every page, every time) would let any page the screen shows ask for the camera.
public struct PermissionPolicy: Sendable, Equatable, Codable {
  /// The origins whose requests are granted without asking, by capability.
  public var granted: [Permission: HostAllowList]
  /// The origins whose requests the user answers, by capability (unless granted).
  public var asked: [Permission: HostAllowList]

  /// A policy that grants `granted` and asks about `asked`; everything else is denied.
  public init(granted: [Permission: HostAllowList] = [:], asked: [Permission: HostAllowList] = [:]) {
    self.granted = granted
    self.asked = asked
  }

  /// What the policy does with a request.
  public enum Decision: String, Sendable, Equatable {
    /// WebKit is told to grant it.
    case grant
    /// The user is asked, and WebKit gets the answer.
    case ask
    /// WebKit is told to deny it.
    case deny
  }

  /// What the policy does when the document at `origin` (its security origin, `nil` when
  /// unknown) asks for `permissions`.
  public func decide(_ permissions: [Permission], origin: URL?) -> Decision {
    guard let origin, origin.scheme?.lowercased() == "https", !permissions.isEmpty else { return .deny }
    let each = permissions.map { permission -> Decision in
      if granted[permission]?.allows(url: origin) == true { return .grant }
      if asked[permission]?.allows(url: origin) == true { return .ask }
      return .deny
    }
    if each.contains(.deny) { return .deny }
    return each.contains(.ask) ? .ask : .grant
  }

  /// Why ``decide(_:origin:)`` decided what it did, for people: the replay timeline's
  /// `policy:` line.
  public func reason(for permissions: [Permission], origin: URL?) -> String {
    let what = permissions.map(\.rawValue).joined(separator: " and ")
    let host = origin.flatMap(HostAllowList.host(of:)) ?? "an unknown origin"
    guard let origin, origin.scheme?.lowercased() == "https" else {
      return "denied: \(what) only for https: documents, and \(origin?.absoluteString ?? "an unknown origin") is not one"
    }
    switch decide(permissions, origin: origin) {
    case .grant: return "granted: \(host) is in permissions.granted for \(what)"
    case .ask: return "asked: \(host) is in permissions.asked for \(what); the user answers"
    case .deny:
      let refused = permissions.filter { decide([$0], origin: origin) == .deny }.map(\.rawValue).joined(separator: " and ")
      return "denied: \(host) is in neither permissions.granted nor permissions.asked for \(refused)"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case granted, asked
  }

  /// Decodes a policy; a missing or `null` field is empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      granted: try container.decodeIfPresent([Permission: HostAllowList].self, forKey: .granted) ?? [:],
      asked: try container.decodeIfPresent([Permission: HostAllowList].self, forKey: .asked) ?? [:])
  }
}
