import Foundation
import Testing
import WebViewFeature

/// `WebViewFeature.State` decodes what older and newer app versions wrote: missing fields take
/// their defaults, unknown ones are ignored, present ones must be valid.
struct StateDecodingTests {
  private static func decode(_ text: String) throws -> State {
    try JSONDecoder().decode(State.self, from: Data(text.utf8))
  }

  @Test func anEmptyObjectDecodesToTheInitialState() throws {
    #expect(try Self.decode("{}") == State())
  }

  @Test func missingFieldsTakeTheirDefaultsAndPresentOnesAreKept() throws {
    let state = try Self.decode(#"{"isLoading":true,"progress":0.5,"title":"Home","queuedToasts":["a"]}"#)
    var expected = State()
    expected.isLoading = true
    expected.progress = 0.5
    expected.title = "Home"
    expected.queuedToasts = ["a"]
    #expect(state == expected)
  }

  @Test func nullForANonOptionalFieldTakesItsDefault() throws {
    #expect(try Self.decode(#"{"isActive":null,"dialogs":null}"#) == State())
  }

  @Test func fieldsThisVersionDoesNotKnowAreIgnored() throws {
    #expect(try Self.decode(#"{"isClosed":true,"fieldFromTheFuture":{"x":[1,2]}}"#).isClosed)
  }

  @Test func aPresentFieldOfTheWrongTypeStillFailsNamingIt() {
    #expect {
      try Self.decode(#"{"isLoading":"yes"}"#)
    } throws: { error in
      guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
      return context.codingPath.map(\.stringValue) == ["isLoading"]
    }
  }

  /// The decoder lists the fields by hand; a stored property added to `State` without a line
  /// there would silently decode to its default, so the two lists are held together here.
  @Test func everyStoredPropertyIsDecoded() throws {
    var state = Fixture.loadedPage
    state.isLoading = true
    state.currentLoad = 3
    state.show(.offline)
    state.urlToOpen = Fixture.login
    state.popup = Popup(url: Fixture.login)
    state.toastMessage = "t"
    state.queuedToasts = ["q"]
    state.dialogs = [JSDialog(id: 1, kind: .confirm, message: "m")]
    state.downloads = [Download(id: 2, url: nil, fileName: "a.pdf", mimeType: nil, status: .cancelled)]
    state.canGoBack = true
    state.canGoForward = true
    state.isActive = false
    state.isOnline = false
    state.isClosed = true
    state.needsReload = true
    state.recentTerminations = [Fixture.start]
    state.automaticReloadsStopped = true
    state.pendingEvents = [.networkChange(isOnline: false)]
    state.documentStartScripts = ["s"]
    let mirror = Mirror(reflecting: state)
    let defaults = Mirror(reflecting: State())
    let changed = zip(mirror.children, defaults.children).filter { "\($0.value)" != "\($1.value)" }.map { $0.0.label ?? "" }
    #expect(changed.count == mirror.children.count, "set every stored property in this test: \(mirror.children.map(\.label))")
    let encoded = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(State.self, from: encoded) == state)
  }
}
