import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Camera, microphone and motion requests: `PermissionPolicy` grants, asks (a panel answered
/// exactly once) or denies each, by the security origin of the document that asks.
@MainActor
struct PermissionTests {
  private static var configuration: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.permissions = PermissionPolicy(
      granted: [.camera: HostAllowList(["id.example.com"]), .microphone: HostAllowList(["id.example.com"])],
      asked: [.camera: HostAllowList(["app.example.com"]), .deviceOrientationAndMotion: HostAllowList(["app.example.com"])])
    return configuration
  }

  private static func request(_ id: DialogID, _ permissions: [Permission], from origin: String, isMainFrame: Bool = true) -> JSDialog {
    JSDialog(id: id, kind: .permission(permissions), message: "", frame: BridgeFrame(url: URL(string: origin), isMainFrame: isMainFrame))
  }

  @Test func aGrantedOriginIsGrantedWithoutAPanel() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.request(1, [.camera, .microphone], from: "https://id.example.com/")))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: true))])
    await h.finish()
  }

  @Test func anAskedOriginWaitsForTheUser() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let request = Self.request(1, [.camera], from: "https://app.example.com/")
    await h.send(.dialogRequested(request)) { $0.dialogs = [request] }
    await h.send(.dialogAnswered(1, .permissionDecided(granted: true))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: true))])
    await h.finish()
  }

  @Test func theUserMayDenyWhatThePolicyAsksAbout() async {
    let request = Self.request(1, [.deviceOrientationAndMotion], from: "https://app.example.com/")
    var state = Fixture.loadedPage
    state.dialogs = [request]
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.dialogAnswered(1, .permissionDecided(granted: false))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test(arguments: [
    ("https://evil.com/", [Permission.camera]),
    ("https://app.example.com/", [.microphone]),
    ("https://app.example.com/", [.camera, .microphone]),
    ("http://id.example.com/", [.camera]),
    ("https://id.example.com/", [.deviceOrientationAndMotion]),
    ("https://id.example.com/", []),
  ])
  func whatThePolicyDoesNotGrantOrAskAboutIsDenied(origin: String, permissions: [Permission]) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.request(1, permissions, from: origin)))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test func anIframeIsJudgedByItsOwnOriginNotThePages() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.request(1, [.camera], from: "https://ads.example.net/", isMainFrame: false)))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test func aRequestWithoutAnOriginIsDenied() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(JSDialog(id: 1, kind: .permission([.camera]), message: "")))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test func theDefaultPolicyDeniesEverything() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.dialogRequested(Self.request(1, [.microphone], from: "https://app.example.com/")))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test func aRequestAfterTheScreenClosedIsDeniedEvenWhenGranted() async {
    var state = Fixture.loadedPage
    state.isClosed = true
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.request(1, [.camera], from: "https://id.example.com/")))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test func aNewDocumentDeniesTheQuestionOfThePreviousOne() async {
    var state = Fixture.loadedPage
    state.dialogs = [Self.request(1, [.camera], from: "https://app.example.com/")]
    state.currentLoad = 4
    state.isLoading = true
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.loadCommitted(4, url: Fixture.article), Fixture.newDocument(Fixture.article))
    await h.send(.dialogAnswered(1, .permissionDecided(granted: true)))
    #expect(h.web.calls == [.completeDialog(1, .permissionDecided(granted: false))])
    await h.finish()
  }

  @Test func anAnswerOfAnotherKindIsDiagnosedAndTheQuestionStays() async {
    let request = Self.request(1, [.camera], from: "https://app.example.com/")
    var state = Fixture.loadedPage
    state.dialogs = [request]
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.dialogAnswered(1, .confirmed(true)))
    #expect(h.web.calls == [.diagnose(.dialogAnswerMismatch(1, .confirmed(true)))])
    await h.finish()
  }

  @Test func theReasonSaysWhichListDecided() {
    let policy = Self.configuration.permissions
    let id = URL(string: "https://id.example.com/")!
    let app = URL(string: "https://app.example.com/")!
    #expect(policy.reason(for: [.camera], origin: id) == "granted: id.example.com is in permissions.granted for camera")
    #expect(policy.reason(for: [.camera], origin: app) == "asked: app.example.com is in permissions.asked for camera; the user answers")
    #expect(
      policy.reason(for: [.camera, .microphone], origin: app)
        == "denied: app.example.com is in neither permissions.granted nor permissions.asked for microphone")
    #expect(
      policy.reason(for: [.camera], origin: URL(string: "http://id.example.com/"))
        == "denied: camera only for https: documents, and http://id.example.com/ is not one")
  }

  @Test func aPolicyRoundTripsThroughJSONAndAMissingListIsEmpty() throws {
    let policy = Self.configuration.permissions
    let data = try JSONEncoder().encode(policy)
    #expect(try JSONDecoder().decode(PermissionPolicy.self, from: data) == policy)
    #expect(try JSONDecoder().decode(PermissionPolicy.self, from: Data(#"{"asked":null}"#.utf8)) == PermissionPolicy())
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""deviceOrientationAndMotion""#))
  }

  @Test func theQuestionNamesWhoAsksAndWhatInTheUsersLanguage() {
    let frame = BridgeFrame(url: URL(string: "https://app.example.com/"), isMainFrame: true)
    func title(_ permissions: [Permission], _ messages: WebViewMessages) -> String? {
      messages.title(for: JSDialog(id: 1, kind: .permission(permissions), message: "", frame: frame))
    }
    #expect(title([.camera], .english) == "Allow app.example.com to use your camera?")
    #expect(title([.microphone], .english) == "Allow app.example.com to use your microphone?")
    #expect(title([.camera, .microphone], .english) == "Allow app.example.com to use your camera and microphone?")
    #expect(title([.deviceOrientationAndMotion], .english) == "Allow app.example.com to use motion and orientation?")
    #expect(title([.camera], .korean) == "app.example.com에서 카메라를 사용하도록 허용하시겠습니까?")
    #expect(title([.deviceOrientationAndMotion], .korean) == "app.example.com에서 동작 및 방향 정보를 사용하도록 허용하시겠습니까?")
  }
}
