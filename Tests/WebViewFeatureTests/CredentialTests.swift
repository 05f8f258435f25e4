import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// A server's request for a user name and password: `CredentialPolicy` asks the user (a panel
/// answered exactly once) about listed `https:` hosts, and cancels every other request at once,
/// telling the developer why.
@MainActor
struct CredentialTests {
  private static var configuration: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.credentials = CredentialPolicy(askedHosts: HostAllowList(["intranet.example.com"]), maxAttempts: 2)
    return configuration
  }

  nonisolated private static func request(
    _ host: String = "intranet.example.com", isSecure: Bool = true, failures: Int = 0, realm: String? = "Staff"
  ) -> AuthenticationRequest {
    AuthenticationRequest(host: host, port: 443, realm: realm, method: .basic, isSecure: isSecure, previousFailureCount: failures)
  }

  nonisolated private static func dialog(_ id: DialogID, _ request: AuthenticationRequest = request()) -> JSDialog {
    JSDialog(id: id, kind: .credentials(request), message: "")
  }

  private static let mina = Credentials(user: "mina", password: "correct horse")

  @Test func aListedHostsRequestWaitsForTheUser() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.dialog(1))) { $0.dialogs = [Self.dialog(1)] }
    await h.send(.dialogAnswered(1, .credentialsProvided(Self.mina))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .credentialsProvided(Self.mina))])
    await h.finish()
  }

  @Test func theUserMayCancel() async {
    var state = Fixture.loadedPage
    state.dialogs = [Self.dialog(1)]
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.dialogAnswered(1, .credentialsProvided(nil))) { $0.dialogs = [] }
    #expect(h.web.calls == [.completeDialog(1, .credentialsProvided(nil))])
    await h.finish()
  }

  @Test(arguments: [
    (request("evil.com"), "evil.com is not in credentials.askedHosts"),
    (
      request(isSecure: false),
      "intranet.example.com asked for a password over a connection that is not https:, where anyone on the network could read it"
    ),
    (request(failures: 2), "intranet.example.com refused 2 answers (credentials.maxAttempts is 2)"),
  ])
  func whatThePolicyDoesNotAskAboutIsCancelledAndDiagnosed(_ request: AuthenticationRequest, _ reason: String) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.dialog(1, request)))
    #expect(
      h.web.calls == [.completeDialog(1, .credentialsProvided(nil)), .diagnose(.credentialsRefused(host: request.host, reason: reason))])
    await h.finish()
  }

  @Test func aRequestStillRefusedOnceIsAskedAgain() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let again = Self.dialog(1, Self.request(failures: 1))
    await h.send(.dialogRequested(again)) { $0.dialogs = [again] }
    await h.finish()
  }

  @Test func theDefaultPolicyAsksAboutNothing() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.dialogRequested(Self.dialog(1)))
    #expect(
      h.web.calls == [
        .completeDialog(1, .credentialsProvided(nil)),
        .diagnose(.credentialsRefused(host: "intranet.example.com", reason: "intranet.example.com is not in credentials.askedHosts")),
      ])
    await h.finish()
  }

  @Test func anEmptyUserNameIsDiagnosedAndThePanelStays() async {
    var state = Fixture.loadedPage
    state.dialogs = [Self.dialog(1)]
    let h = Harness(state, configuration: Self.configuration)
    let empty = DialogResult.credentialsProvided(Credentials(user: "", password: "x"))
    await h.send(.dialogAnswered(1, empty))
    #expect(h.web.calls == [.diagnose(.dialogAnswerMismatch(1, empty))])
    await h.finish()
  }

  @Test func aRequestAfterTheScreenClosedIsCancelled() async {
    var state = Fixture.loadedPage
    state.isClosed = true
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.dialog(1)))
    #expect(h.web.calls == [.completeDialog(1, .credentialsProvided(nil))])
    await h.finish()
  }

  @Test func aNewDocumentCancelsTheSignInOfThePreviousOne() async {
    var state = Fixture.loadedPage
    state.dialogs = [Self.dialog(1)]
    state.currentLoad = 4
    state.isLoading = true
    let h = Harness(state, configuration: Self.configuration)
    await h.send(.loadCommitted(4, url: Fixture.article), Fixture.newDocument(Fixture.article))
    await h.send(.dialogAnswered(1, .credentialsProvided(Self.mina)))
    #expect(h.web.calls == [.completeDialog(1, .credentialsProvided(nil))])
    await h.finish()
  }

  @Test func theServersRealmReachesTheStateWithoutControlCharacters() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    let hostile = Self.dialog(1, Self.request("intranet.example.com", realm: "Staff\u{0007}\n"))
    var shown = hostile
    shown.kind = .credentials(Self.request("intranet.example.com", realm: "Staff\u{FFFD}\n"))
    await h.send(.dialogRequested(hostile)) { $0.dialogs = [shown] }
    await h.finish()
  }

  @Test func theTitleNamesTheServerInTheUsersLanguageAndNeverTheRealm() {
    let dialog = Self.dialog(1, Self.request(realm: "Enter your Apple ID password"))
    #expect(WebViewMessages.english.title(for: dialog) == "Sign in to intranet.example.com")
    #expect(WebViewMessages.korean.title(for: dialog) == "intranet.example.com에 로그인")
    #expect(WebViewMessages.english.message(for: dialog) == "")
    let again = Self.dialog(1, Self.request(failures: 1))
    #expect(WebViewMessages.english.message(for: again) == "The user name or password was not accepted. Try again.")
  }

  @Test func theTitleNamesAHostileHostWithoutAFormatCharacter() {
    let dialog = Self.dialog(1, Self.request("\u{202E}moc.live"))
    #expect(WebViewMessages.english.title(for: dialog) == "Sign in to \u{FFFD}moc.live")
  }

  @Test func credentialsNeverPrintTheirPassword() {
    #expect(Self.mina.description == #"Credentials(user: "mina", password: <hidden>)"#)
    #expect(String(reflecting: Self.mina) == Self.mina.description)
    #expect(!"\(DialogResult.credentialsProvided(Self.mina))".contains("correct horse"))
  }

  @Test func thePolicyAsksExactlyWhenItHasNoReasonToRefuse() {
    let policy = Self.configuration.credentials
    #expect(policy.asks(Self.request()))
    #expect(policy.refusal(of: Self.request()) == nil)
    #expect(!policy.asks(Self.request("evil.com")))
  }

  @Test func aPolicyRoundTripsThroughJSONAndAMissingFieldTakesItsDefault() throws {
    let policy = CredentialPolicy(askedHosts: HostAllowList(["a.example"]), maxAttempts: 5)
    #expect(try JSONDecoder().decode(CredentialPolicy.self, from: JSONEncoder().encode(policy)) == policy)
    #expect(try JSONDecoder().decode(CredentialPolicy.self, from: Data("{}".utf8)) == CredentialPolicy())
    #expect(CredentialPolicy().maxAttempts == 3)
  }
}

/// A server's request for a client certificate: the reducer answers it at once, never showing it,
/// with the app's identity only for a host `CredentialPolicy.clientCertificateHosts` lists over
/// `https:`.
@MainActor
struct ClientCertificatePolicyTests {
  private static var configuration: WebViewFeature.Configuration {
    var configuration = Fixture.configuration()
    configuration.credentials = CredentialPolicy(clientCertificateHosts: HostAllowList(["intranet.example.com"]))
    return configuration
  }

  nonisolated private static func dialog(_ host: String = "intranet.example.com", isSecure: Bool = true) -> JSDialog {
    JSDialog(
      id: 1, kind: .clientCertificate(AuthenticationRequest(host: host, port: 443, realm: nil, method: .clientCertificate, isSecure: isSecure)),
      message: "")
  }

  @Test func aListedServerIsAnsweredWithTheAppsIdentityWithoutAPanel() async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(Self.dialog()))
    #expect(h.web.calls == [.completeDialog(1, .clientCertificateChosen(true))])
    await h.finish()
  }

  @Test(arguments: [
    (dialog("evil.com"), "evil.com is not in credentials.clientCertificateHosts"),
    (dialog(isSecure: false), "intranet.example.com asked for a client certificate over a connection that is not https:"),
  ])
  func anotherRequestIsLeftToTheSystemAndDiagnosed(_ dialog: JSDialog, _ reason: String) async {
    let h = Harness(Fixture.loadedPage, configuration: Self.configuration)
    await h.send(.dialogRequested(dialog))
    guard case .clientCertificate(let request) = dialog.kind else { return }
    #expect(
      h.web.calls == [
        .completeDialog(1, .clientCertificateChosen(false)), .diagnose(.clientCertificateLeftToTheSystem(host: request.host, reason: reason)),
      ])
    await h.finish()
  }

  @Test func theDefaultPolicyGivesTheIdentityToNobody() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.dialogRequested(Self.dialog()))
    #expect(h.web.calls.first == .completeDialog(1, .clientCertificateChosen(false)))
    await h.finish()
  }

  @Test func aPolicyWrittenBeforeClientCertificatesDecodesWithNone() throws {
    let policy = try JSONDecoder().decode(CredentialPolicy.self, from: Data(#"{"askedHosts":["a.example"],"maxAttempts":2}"#.utf8))
    #expect(policy == CredentialPolicy(askedHosts: HostAllowList(["a.example"]), maxAttempts: 2))
    let listed = CredentialPolicy(clientCertificateHosts: HostAllowList(["b.example"]))
    #expect(try JSONDecoder().decode(CredentialPolicy.self, from: JSONEncoder().encode(listed)) == listed)
  }

  @Test func itsAnswerIsADialogResultOfItsOwnKind() {
    let dialog = Self.dialog()
    #expect(dialog.defaultResult == .clientCertificateChosen(false))
    #expect(dialog.accepts(.clientCertificateChosen(true)))
    #expect(!dialog.accepts(.credentialsProvided(nil)))
    #expect(WebViewMessages.english.title(for: dialog) == nil)
  }
}
