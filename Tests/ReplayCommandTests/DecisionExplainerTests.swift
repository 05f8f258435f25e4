import BridgeClient
import Foundation
import Testing
import WebViewFeature

@testable import webview_replay

/// The timeline's `policy:` line for windows, the child window, permissions and sign-ins says
/// which policy decided.
struct DecisionExplainerTests {
  static let explainer: DecisionExplainer = {
    var configuration = WebViewFeature.Configuration(navigation: NavigationPolicy(allowedHosts: HostAllowList(["app.example.com"])))
    configuration.popups = PopupPolicy(emptyWindows: .childWebView, childWebViewHosts: HostAllowList(["pay.example.net"]), otherWindows: .newScreen)
    configuration.permissions = PermissionPolicy(granted: [.camera: HostAllowList(["app.example.com"])])
    configuration.credentials = CredentialPolicy(
      askedHosts: HostAllowList(["intranet.example.com"]), clientCertificateHosts: HostAllowList(["intranet.example.com"]))
    configuration.downloads = DownloadPolicy(mimeTypes: ["application/pdf"], maxBytes: 1_000)
    return DecisionExplainer(configuration: configuration)
  }()

  @Test func anEmptyWindowIsExplainedByThePopupPolicy() {
    #expect(
      Self.explainer.explain(.windowOpenRequested(NavigationRequest(url: nil)))
        == "a child web view: the popup policy opens this window over the screen")
  }

  @Test func anotherWindowIsExplainedByTheNavigationPolicy() {
    let request = NavigationRequest(url: URL(string: "https://evil.com/")!, target: .newWindow)
    #expect(Self.explainer.explain(.windowOpenRequested(request)) == Self.explainer.configuration.navigation.reason(for: request))
  }

  @Test func aCancelledWindowSaysSo() {
    var configuration = WebViewFeature.Configuration()
    configuration.popups = PopupPolicy(otherWindows: .cancel)
    let explainer = DecisionExplainer(configuration: configuration)
    #expect(
      explainer.explain(.windowOpenRequested(NavigationRequest(url: URL(string: "https://app.example.com/")!)))
        == "cancelled: the popup policy opens no such window")
  }

  @Test func theChildsWebNavigationIsAllowedAsABrowsersWouldBe() {
    #expect(
      Self.explainer.explain(.popupNavigationRequested(1, NavigationRequest(url: URL(string: "https://bank.example/")!)))
        == "allowed: a child window browses the web")
  }

  @Test func theChildsOtherNavigationIsExplainedByTheNavigationPolicy() {
    let request = NavigationRequest(url: URL(string: "javascript:alert(1)")!)
    #expect(Self.explainer.explain(.popupNavigationRequested(2, request)) == "cancelled: javascript: URLs never load and never reach the OS")
  }

  @Test func aPermissionRequestIsExplainedByThePermissionPolicy() {
    let dialog = JSDialog(
      id: 1, kind: .permission([.camera]), message: "", frame: BridgeFrame(url: URL(string: "https://app.example.com/"), isMainFrame: true))
    #expect(Self.explainer.explain(.dialogRequested(dialog)) == "granted: app.example.com is in permissions.granted for camera")
  }

  @Test(arguments: [
    ("intranet.example.com", true, "asked: intranet.example.com is in credentials.askedHosts, over https:"),
    ("evil.com", true, "cancelled: evil.com is not in credentials.askedHosts"),
    (
      "intranet.example.com", false,
      "cancelled: intranet.example.com asked for a password over a connection that is not https:, where anyone on the network could read it"
    ),
  ])
  func aSignInIsExplainedByTheCredentialPolicy(_ host: String, _ isSecure: Bool, _ line: String) {
    let request = AuthenticationRequest(host: host, port: 443, realm: nil, method: .basic, isSecure: isSecure)
    #expect(Self.explainer.explain(.dialogRequested(JSDialog(id: 2, kind: .credentials(request), message: ""))) == line)
  }

  @Test func aJavaScriptPanelHasNoPolicyLine() {
    #expect(Self.explainer.explain(.dialogRequested(JSDialog(id: 3, kind: .alert, message: "Hi"))) == nil)
  }

  @Test func aDownloadedResponseSaysWhy() {
    let url = URL(string: "https://app.example.com/r.pdf")
    #expect(
      Self.explainer.explain(.responseReceived(1, NavigationResponse(url: url, mimeType: "application/pdf", isAttachment: true)))
        == "downloaded: application/pdf is in downloads.mimeTypes, and the server sent it as an attachment")
    #expect(
      Self.explainer.explain(.responseReceived(2, NavigationResponse(url: url, mimeType: "application/pdf", canShowMIMEType: false)))
        == "downloaded: application/pdf is in downloads.mimeTypes, and the web view cannot show it")
    let shown = NavigationResponse(url: url, mimeType: "application/pdf")
    #expect(Self.explainer.explain(.responseReceived(3, shown)) == Self.explainer.configuration.navigation.reason(for: shown))
  }

  @Test func aDownloadLinkSaysItDownloads() {
    let link = NavigationRequest(url: URL(string: "https://app.example.com/r.pdf"), type: .linkActivated, isDownload: true)
    #expect(
      Self.explainer.explain(.navigationRequested(1, link))
        == "downloaded: the link asks for a download, and downloads.mimeTypes lists types (checked when the file arrives)")
  }

  @Test(arguments: [
    (
      DownloadRequest(url: nil, suggestedFilename: "r.pdf", mimeType: "application/pdf", expectedBytes: 10),
      "saved: application/pdf is in downloads.mimeTypes, within 1000 bytes"
    ),
    (DownloadRequest(url: nil, suggestedFilename: "r.zip", mimeType: "application/zip"), "cancelled: application/zip is not in downloads.mimeTypes"),
  ])
  func whereADownloadIsSavedIsExplainedByTheDownloadPolicy(_ request: DownloadRequest, _ reason: String) {
    #expect(Self.explainer.explain(.downloadRequested(1, request)) == reason)
  }

  @Test(arguments: [
    ("intranet.example.com", "the app's identity: intranet.example.com is in credentials.clientCertificateHosts, over https:"),
    ("evil.com", "left to the system: evil.com is not in credentials.clientCertificateHosts"),
  ])
  func aClientCertificateRequestIsExplainedByTheCredentialPolicy(_ host: String, _ reason: String) {
    let request = AuthenticationRequest(host: host, port: 443, realm: nil, method: .clientCertificate, isSecure: true)
    #expect(Self.explainer.explain(.dialogRequested(JSDialog(id: 1, kind: .clientCertificate(request), message: ""))) == reason)
  }
}
