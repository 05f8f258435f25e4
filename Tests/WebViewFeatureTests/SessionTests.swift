import BridgeClient
import Testing
import WebViewFeature

@MainActor
struct SessionTests {
  @Test func signingInInstallsTheTokenScriptAndUpdatesTheCurrentPage() async {
    let h = Harness(Fixture.loadedPage)
    let script = #"localStorage.setItem("accessToken","eyJ.abc")"#
    await h.send(.accessTokenChanged("eyJ.abc")) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts == [script])
    await h.finish()
  }

  @Test func signingInBeforeAnyPageOnlyInstallsTheScript() async {
    let h = Harness()
    await h.send(.accessTokenChanged("eyJ.abc")) {
      $0.documentStartScripts = [#"localStorage.setItem("accessToken","eyJ.abc")"#]
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test(arguments: [nil, ""] as [String?])
  func signingOutInstallsTheRemovalScript(token: String?) async {
    var state = Fixture.loadedPage
    state.documentStartScripts = [#"localStorage.setItem("accessToken","old")"#]
    let h = Harness(state)
    let script = #"localStorage.removeItem("accessToken")"#
    await h.send(.accessTokenChanged(token)) { $0.documentStartScripts = [script] }
    #expect(h.page.scripts == [script])
    await h.finish()
  }

  @Test func theSameTokenTwiceDoesNothing() async {
    var state = Fixture.loadedPage
    state.documentStartScripts = [#"localStorage.setItem("accessToken","eyJ.abc")"#]
    let h = Harness(state)
    await h.send(.accessTokenChanged("eyJ.abc"))
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func tokenIsWrittenAsAStringLiteralNeverAsCode() async {
    let h = Harness()
    let token = "a\");alert(1);//</script>\u{2028}'"
    await h.send(.accessTokenChanged(token)) {
      $0.documentStartScripts = [#"localStorage.setItem("accessToken","a\");alert(1);//\u003c/script\u003e\u2028'")"#]
    }
    await h.finish()
  }

  @Test func configuredStorageKeyIsUsed() async {
    var configuration = Fixture.configuration()
    configuration.sessionStorageKey = "app.session"
    let h = Harness(configuration: configuration)
    await h.send(.accessTokenChanged("t")) { $0.documentStartScripts = [#"localStorage.setItem("app.session","t")"#] }
    await h.finish()
  }

  @Test func undeliveredSessionScriptIsDiagnosed() async {
    let h = Harness(Fixture.loadedPage, bridge: BridgeClient { _ in throw PageGone() })
    await h.send(.accessTokenChanged("t")) { $0.documentStartScripts = [#"localStorage.setItem("accessToken","t")"#] }
    #expect(h.web.calls == [.diagnose(.sessionNotDelivered(reason: "the page went away"))])
    await h.finish()
  }
}
