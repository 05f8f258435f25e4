import Foundation
import StoreRuntime

/// Facts about the app and the device that the bridge reports to the page.
///
/// A dependency (`@Dependency(\.appInfo)`), so that tests and replays see fixed values.
public struct AppInfo: Equatable, Sendable, Codable {
  /// The marketing version, e.g. `1.4.0` (`CFBundleShortVersionString`).
  public var appVersion: String
  /// The build number, e.g. `312` (`CFBundleVersion`).
  public var build: String
  /// The OS version, e.g. `17.5`.
  public var osVersion: String
  /// The device model, e.g. `iPhone15,2`.
  public var device: String
  /// The signed-in user's display name; `nil` when nobody is signed in.
  public var userName: String?

  /// Describes the app.
  public init(appVersion: String, build: String, osVersion: String, device: String, userName: String? = nil) {
    self.appVersion = appVersion
    self.build = build
    self.osVersion = osVersion
    self.device = device
    self.userName = userName
  }

  /// Values read from the main bundle and the process, with the user the caller names.
  ///
  /// Pass the signed-in user's display name, or `nil` when nobody is signed in: the bridge's
  /// `getUserInfo` answers the page with it. The device is the OS name here; an iOS app that
  /// wants the model passes `UIDevice` values to ``init(appVersion:build:osVersion:device:userName:)``
  /// instead.
  ///
  /// ```swift
  /// $0.appInfo = .fromBundle(userName: session.displayName)
  /// ```
  public static func fromBundle(userName: String?) -> AppInfo {
    let info = Bundle.main.infoDictionary ?? [:]
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return AppInfo(
      appVersion: info["CFBundleShortVersionString"] as? String ?? "0",
      build: info["CFBundleVersion"] as? String ?? "0",
      osVersion: "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)",
      device: platformName,
      userName: userName
    )
  }

  private static var platformName: String {
    #if os(iOS)
      "iOS"
    #elseif os(macOS)
      "macOS"
    #else
      "unknown"
    #endif
  }
}

private enum AppInfoKey: DependencyKey {
  /// Only the app knows who is signed in, so an app that never set the dependency hears about
  /// it; the page still gets an answer, with no user.
  static var liveValue: AppInfo {
    reportIssueAtUserLocation(
      """
      @Dependency(\\.appInfo) has no live value: nobody set it, so the page is told that nobody is \
      signed in. Set $0.appInfo = .fromBundle(userName: …) where the store is created, with the \
      signed-in user's name or nil.
      """
    )
    return .fromBundle(userName: nil)
  }
  static var testValue: AppInfo {
    reportIssue("@Dependency(\\.appInfo) was used in a test without an override. Set $0.appInfo = AppInfo(…).")
    return AppInfo(appVersion: "0", build: "0", osVersion: "0", device: "test")
  }
}

extension DependencyValues {
  /// The app's version, OS, device and user, as the bridge reports them.
  ///
  /// Set it where the store is created, e.g. to ``AppInfo/fromBundle(userName:)``. Left unset in
  /// an app, each read reports an issue and answers with the bundle's values and no user.
  public var appInfo: AppInfo {
    get { self[AppInfoKey.self] }
    set { self[AppInfoKey.self] = newValue }
  }
}
