import ActionLog
import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

/// `WebViewFeature.Action`'s ``LogDecodable`` fast path: it reads every case as the synthesised
/// `Decodable` conformance would, and leaves every shape it does not read to that conformance,
/// which then gives the reference outcome.
struct InPlaceActionReadingTests {
  static let page = URL(string: "https://app.example.com/home")!
  static let frame = BridgeFrame(url: page, isMainFrame: false)
  static let request = NavigationRequest(url: page, type: .linkActivated, target: .newWindow, isFromMainFrame: false)
  static let failure = NavigationFailure(domain: "NSURLErrorDomain", code: -1009, message: "offline")

  /// One value of every case, with payloads that are not their defaults.
  static let samples: [WebViewFeature.Action] = [
    .load(page), .reload,
    .navigationRequested(7, request),
    .responseReceived(8, NavigationResponse(url: nil, isForMainFrame: false, statusCode: 404, mimeType: nil, canShowMIMEType: false)),
    .loadStarted(1, url: page), .loadRedirected(2, url: nil), .loadCommitted(3, url: page), .loadFinished(LoadID(UInt64.max)),
    .loadFailedBeforeCommit(4, failure), .loadFailedAfterCommit(5, failure), .processTerminated,
    .progressChanged(0.25), .titleChanged("Home \u{1F3E0} \"quoted\""), .urlChanged(URL(string: "https://app.example.com/home#orders")!),
    .appBecameActive(titleMissing: true),
    .appResignedActive, .networkChanged(isOnline: false), .accessTokenChanged(nil),
    .sessionCookiesChanged([SessionCookie(name: "sid", value: "v", domain: "app.example.com", expires: Date(timeIntervalSince1970: 1_900_000_000))]),
    .windowOpenRequested(request), .windowCloseRequested,
    .popupNavigationRequested(NavigationID(UInt64.max), request), .popupLoadCommitted(page), .popupClosed,
    .dialogRequested(JSDialog(id: 9, kind: .prompt(defaultText: "name"), message: "Who?", frame: frame)),
    .dialogAnswered(9, .prompted("Ada")),
    .errorDismissed, .urlToOpenPresented, .toastShown, .screenClosed,
    .scriptMessageReceived(body: ["type": "greeting", "data": [1, 2.5, nil, true]], frame: frame),
    .replyHandlerMessageReceived(ReplyHandlerID(UInt64.max), body: ["action": "scan", "uuid": nil], frame: frame),
    .scriptMessageRejected(BridgeMessageError(code: .invalidPayload, reason: "not an object")),
    .scriptMessageRejected(BridgeMessageError(code: .untrustedOrigin, reason: "evil", replyRoute: .replyHandler(3))),
    .pluginResponded(
      BridgeRequest(action: "getLocation", payload: ["accuracy": "coarse"], frame: frame),
      .failure(.handlerFailed, "no fix")),
    .delegate(.openInNewScreen(page)),
    .signInFinished(.callback(URL(string: "myapp://signed-in?code=a1")!)),
  ]

  /// A number per case, with no `default`: a new case does not compile until it has one, and
  /// then fails the coverage check until it has a sample.
  static func caseNumber(_ action: WebViewFeature.Action) -> Int {
    switch action {
    case .load: 0
    case .reload: 1
    case .navigationRequested: 2
    case .responseReceived: 3
    case .loadStarted: 4
    case .loadRedirected: 5
    case .loadCommitted: 6
    case .loadFinished: 7
    case .loadFailedBeforeCommit: 8
    case .loadFailedAfterCommit: 9
    case .processTerminated: 10
    case .progressChanged: 11
    case .titleChanged: 12
    case .appBecameActive: 13
    case .appResignedActive: 14
    case .networkChanged: 15
    case .accessTokenChanged: 16
    case .windowOpenRequested: 17
    case .windowCloseRequested: 18
    case .dialogRequested: 19
    case .dialogAnswered: 20
    case .errorDismissed: 21
    case .urlToOpenPresented: 22
    case .toastShown: 23
    case .screenClosed: 24
    case .scriptMessageReceived: 25
    case .scriptMessageRejected: 26
    case .pluginResponded: 27
    case .delegate: 28
    case .urlChanged: 29
    case .replyHandlerMessageReceived: 30
    case .sessionCookiesChanged: 31
    case .signInFinished: 32
    case .popupNavigationRequested: 33
    case .popupLoadCommitted: 34
    case .popupClosed: 35
    }
  }

  static func json(_ action: WebViewFeature.Action) throws -> String {
    String(decoding: try JSONEncoder().encode(action), as: UTF8.self)
  }

  @Test func theSamplesCoverEveryCase() {
    #expect(Set(Self.samples.map(Self.caseNumber)) == Set(0...35))
  }

  @Test(arguments: samples)
  func everyCaseIsReadInPlaceAsItWasWritten(_ action: WebViewFeature.Action) throws {
    let json = try Self.json(action)
    #expect(try WebViewFeature.Action(logJSON: json) == action, "\(json)")
  }

  @Test func optionalFieldsReadAnAbsentKeyAndNullAsNil() throws {
    #expect(try WebViewFeature.Action(logJSON: #"{"titleChanged":{}}"#) == .titleChanged(nil))
    #expect(try WebViewFeature.Action(logJSON: #"{"titleChanged":{"_0":null}}"#) == .titleChanged(nil))
    #expect(try WebViewFeature.Action(logJSON: #"{"loadStarted":{"_0":3,"url":null}}"#) == .loadStarted(3, url: nil))
  }

  @Test func theFirstOfDuplicateKeysCountsAndUnknownKeysAreIgnored() throws {
    let json = #"{"titleChanged":{"extra":1,"_0":"first","_0":"second"}}"#
    #expect(try WebViewFeature.Action(logJSON: json) == .titleChanged("first"))
    let (direct, reference) = FeatureComparison().entry(Array(Self.line(action: json).utf8))
    #expect(direct == reference)
  }

  @Test func oneCharacterNamesAreMatched() throws {
    #expect(try Letter(logJSON: #"{"a":{"b":1}}"#) == .a(b: 1))
    #expect(try Letter(logJSON: #"{"a":{"b":1}}"#) == JSONDecoder().decode(Letter.self, from: Data(#"{"a":{"b":1}}"#.utf8)))
    #expect(throws: LogValue.Unsupported.self) { try Letter(logJSON: #"{"b":{"b":1}}"#) }
  }

  /// Shapes the fast path leaves to `Decodable`: each is declined, and the decoder's outcome for
  /// a line holding it (an error, for most) is the reference decoder's.
  static let declined = [
    #""reload""#,
    #"["reload"]"#,
    #"[{"_0":"https://a.example"}]"#,
    #"{"reload":[]}"#,
    #"{"reload":null}"#,
    #"{"load":{"_0":"https://a.example"},"reload":{}}"#,
    #"{}"#,
    #"{"unknownCase":{}}"#,
    #"{"toast":{}}"#,
    #"{"reloadNow":{}}"#,
    #"{"l\u006fad":{"_0":"https://a.example"}}"#,
    #"{"load":{"\u005f0":"https://a.example"}}"#,
    #"{"load":{}}"#,
    #"{"load":{"_0":null}}"#,
    #"{"load":{"_0":5}}"#,
    #"{"load":{"_0":"http://[::1"}}"#,
    #"{"progressChanged":{"_0":"fast"}}"#,
    #"{"loadFinished":{"_0":-1}}"#,
    #"{"loadFinished":{"_0":1.5}}"#,
    #"{"titleChanged":{"_0":7}}"#,
    #"{"appBecameActive":{"titleMissing":"yes"}}"#,
    #"{"navigationRequested":{"_0":1,"_1":{"url":"https://a.example","type":"swiped","target":"mainFrame","isFromMainFrame":true}}}"#,
    #"{"responseReceived":{"_0":1,"_1":{"isForMainFrame":true,"statusCode":"200","canShowMIMEType":true}}}"#,
    #"{"scriptMessageReceived":{"body":1,"frame":{"isMainFrame":"yes"}}}"#,
    #"{"dialogAnswered":{"_0":1,"_1":{"shrugged":{}}}}"#,
  ]

  @Test(arguments: declined)
  func aShapeTheFastPathDoesNotReadIsLeftToDecodable(_ json: String) {
    #expect(throws: LogValue.Unsupported.self) { try WebViewFeature.Action(logJSON: json) }
    let (direct, reference) = FeatureComparison().entry(Array(Self.line(action: json).utf8))
    #expect(direct == reference)
  }

  static func line(action json: String) -> String {
    #"{"seq":1,"time":0.5,"origin":"external","action":"# + json + "}"
  }
}

/// Names of one character, the shortest a key comparison meets.
private enum Letter: Equatable, Codable, LogDecodable {
  case a(b: Int)

  init(log value: LogValue) throws(LogValue.Unsupported) {
    let (name, values) = try value.enumCase()
    switch name {
    case "a": self = .a(b: try values.required("b").int())
    default: throw LogValue.Unsupported()
    }
  }
}
