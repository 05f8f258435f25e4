import BridgeClient
import Testing
import WebViewFeature

@MainActor
struct SessionTests {
  @Test func signingInInstallsTheTokenScriptAndUpdatesTheCurrentPage() async {
    let h = Harness(Fixture.loadedPage)
    let script = Fixture.sessionScript(#"localStorage.setItem("accessToken","eyJ.abc")"#)
    await h.send(.accessTokenChanged("eyJ.abc")) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts == [script])
    await h.finish()
  }

  @Test func signingInBeforeAnyPageOnlyInstallsTheScript() async {
    let h = Harness()
    await h.send(.accessTokenChanged("eyJ.abc")) {
      $0.documentStartScripts = [Fixture.sessionScript(#"localStorage.setItem("accessToken","eyJ.abc")"#)]
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test(arguments: [nil, ""] as [String?])
  func signingOutInstallsTheRemovalScript(token: String?) async {
    var state = Fixture.loadedPage
    state.documentStartScripts = [Fixture.sessionScript(#"localStorage.setItem("accessToken","old")"#)]
    let h = Harness(state)
    let script = Fixture.sessionScript(#"localStorage.removeItem("accessToken")"#)
    await h.send(.accessTokenChanged(token)) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts == [script])
    await h.finish()
  }

  @Test func theSameTokenTwiceDoesNothing() async {
    var state = Fixture.loadedPage
    state.documentStartScripts = [Fixture.sessionScript(#"localStorage.setItem("accessToken","eyJ.abc")"#)]
    let h = Harness(state)
    await h.send(.accessTokenChanged("eyJ.abc"))
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func tokenIsWrittenAsAStringLiteralNeverAsCode() async {
    let h = Harness()
    let token = "a\");alert(1);//</script>\u{2028}'"
    await h.send(.accessTokenChanged(token)) {
      $0.documentStartScripts = [Fixture.sessionScript(#"localStorage.setItem("accessToken","a\");alert(1);//\u003c/script\u003e\u2028'")"#)]
    }
    await h.finish()
  }

  @Test func configuredStorageKeyIsUsed() async {
    var configuration = Fixture.configuration()
    configuration.sessionStorageKey = "app.session"
    let h = Harness(configuration: configuration)
    await h.send(.accessTokenChanged("t")) { $0.documentStartScripts = [Fixture.sessionScript(#"localStorage.setItem("app.session","t")"#)] }
    await h.finish()
  }

  @Test func undeliveredSessionScriptIsDiagnosed() async {
    let h = Harness(Fixture.loadedPage, bridge: BridgeClient { _ in throw PageGone() })
    await h.send(.accessTokenChanged("t")) { $0.documentStartScripts = [Fixture.sessionScript(#"localStorage.setItem("accessToken","t")"#)] }
    #expect(h.web.calls == [.diagnose(.sessionNotDelivered(reason: "the page went away"))])
    await h.finish()
  }

  // MARK: Which documents get the session (issue 45)

  /// Seed 004's shape: navigation allows `example.com` and `google.com`, the bridge trusts
  /// `app.example.com` only.
  static func seed004(sessionOrigins: SessionOrigins = .bridgeTrustedOrigins, cleartext: [String] = [])
    -> WebViewFeature.Configuration
  {
    WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com", "google.com"])),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"]), cleartextOrigins: HostAllowList(cleartext)),
      sessionOrigins: sessionOrigins)
  }

  static func page(_ url: String) -> State {
    var state = Fixture.loadedPage
    state.url = Fixture.url(url)
    state.lastURL = state.url
    return state
  }

  @Test(arguments: [
    "https://www.google.com/", "https://blog.example.com/post", "http://app.example.com/account",
    "https://app.example.com.evil.com/", "file:///index.html",
  ])
  func theDocumentOnScreenGetsNoTokenWhenItsOriginIsNotTheSessions(_ url: String) async {
    let h = Harness(Self.page(url), configuration: Self.seed004())
    await h.send(.accessTokenChanged("eyJ.abc")) { $0.documentStartScripts = [Self.installed(#"localStorage.setItem("accessToken","eyJ.abc")"#)] }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test(arguments: ["https://app.example.com/account", "https://app.example.com:8443/", "https://www.app.example.com/"])
  func theDocumentOnScreenGetsTheTokenWhenItsOriginIsTheSessions(_ url: String) async {
    let h = Harness(Self.page(url), configuration: Self.seed004())
    let script = Self.installed(#"localStorage.setItem("accessToken","eyJ.abc")"#)
    await h.send(.accessTokenChanged("eyJ.abc")) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts == [script])
    await h.finish()
  }

  @Test func signingOutReachesOnlyADocumentOfTheSessionsOrigins() async {
    var state = Self.page("https://www.google.com/")
    state.documentStartScripts = [Self.installed(#"localStorage.setItem("accessToken","old")"#)]
    let h = Harness(state, configuration: Self.seed004())
    await h.send(.accessTokenChanged(nil)) { $0.documentStartScripts = [Self.installed(#"localStorage.removeItem("accessToken")"#)] }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func aCleartextHostTheBridgeListsGetsTheSessionOverHttp() async {
    let h = Harness(Self.page("http://localhost:3000/"), configuration: Self.seed004(cleartext: ["localhost"]))
    let script = Self.installed(#"localStorage.setItem("accessToken","t")"#, cleartext: #"m("localhost",1,1)"#)
    await h.send(.accessTokenChanged("t")) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts == [script])
    await h.finish()
  }

  @Test func configuredSessionOriginsReplaceTheBridgesTrustedOrigins() async {
    let origins = SessionOrigins.hosts(HostAllowList(["accounts.example.com", "*.id.example.com"]))
    let h = Harness(Self.page("https://app.example.com/"), configuration: Self.seed004(sessionOrigins: origins))
    let script = Self.installed(
      #"localStorage.setItem("accessToken","t")"#, secure: #"m("accounts.example.com",1,1)||m("id.example.com",0,1)"#)
    await h.send(.accessTokenChanged("t")) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  /// The session script around `write` whose origin check is `secure` over `https:` and
  /// `cleartext` over `http:`: by default, that of ``seed004(sessionOrigins:cleartext:)``.
  static func installed(_ write: String, secure: String = #"m("app.example.com",1,1)"#, cleartext: String = "false")
    -> String
  {
    Fixture.sessionScript(write)
      .replacingOccurrences(
        of: #"p==="https:"?m("example.com",1,1):p==="http:"?false:"#, with: #"p==="https:"?\#(secure):p==="http:"?\#(cleartext):"#)
  }
}
