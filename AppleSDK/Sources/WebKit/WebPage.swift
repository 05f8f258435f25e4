import Observation

// WebKit's SwiftUI-era page (iOS 26.0, macOS 26.0): `WebPage`, its deciding and presenting
// protocols and what they are handed. `WebPage.NavigationDeciding`'s and
// `WebPage.DialogPresenting`'s methods have defaults in Apple's SDK; here the ones the Apple
// layer implements are required, so a near-miss is a compile error, as for the delegates.
// The availability attributes are Apple's: `Scripts/availability-check.py` reads them.

/// `@MainActor @Observable final class WebPage` (iOS 26.0, macOS 26.0).
@available(iOS 26.0, macOS 26.0, *)
@MainActor @Observable public final class WebPage {
  /// `@MainActor struct WebPage.Configuration`.
  @MainActor public struct Configuration {
    /// `var userContentController: WKUserContentController`.
    public var userContentController: WKUserContentController
    /// `var applicationNameForUserAgent: String?` (iOS 18.4, macOS 15.4).
    public var applicationNameForUserAgent: String?
    /// `var websiteDataStore: WKWebsiteDataStore`: `.default()` unless set.
    public var websiteDataStore: WKWebsiteDataStore
    /// `var limitsNavigationsToAppBoundDomains: Bool`: `false` unless set.
    public var limitsNavigationsToAppBoundDomains = false
    /// `var suppressesIncrementalRendering: Bool`: `false` unless set.
    public var suppressesIncrementalRendering = false
    /// `@MainActor var deviceSensorAuthorization: WebPage.DeviceSensorAuthorization`: WebKit's own
    /// prompt for every request unless set.
    public var deviceSensorAuthorization = DeviceSensorAuthorization { _, _, _ in .prompt }
    /// `@MainActor var urlSchemeHandlers: [URLScheme : any URLSchemeHandler]`: none unless set.
    public var urlSchemeHandlers: [URLScheme: any URLSchemeHandler] = [:]
    /// `init()`.
    public init() {
      userContentController = WKUserContentController()
      websiteDataStore = .default()
    }
  }

  /// `protocol WebPage.NavigationDeciding`: its methods are `@MainActor`, `mutating` and `async`.
  public protocol NavigationDeciding {
    /// `@MainActor mutating func decidePolicy(for action: WebPage.NavigationAction, preferences: inout
    /// WebPage.NavigationPreferences) async -> WKNavigationActionPolicy`.
    @MainActor mutating func decidePolicy(
      for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy
    /// `@MainActor mutating func decidePolicy(for response: WebPage.NavigationResponse) async ->
    /// WKNavigationResponsePolicy`.
    @MainActor mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy
    /// `@MainActor mutating func decideAuthenticationChallengeDisposition(for challenge:
    /// URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?)`.
    @MainActor mutating func decideAuthenticationChallengeDisposition(for challenge: URLAuthenticationChallenge) async -> (
      URLSession.AuthChallengeDisposition, URLCredential?
    )
  }

  /// `struct WebPage.DeviceSensorAuthorization`: who decides the page's camera, microphone and
  /// motion requests.
  public struct DeviceSensorAuthorization {
    /// `enum WebPage.DeviceSensorAuthorization.Permission : Hashable, Sendable`.
    public enum Permission: Hashable, Sendable {
      /// `case mediaCapture(WKMediaCaptureType)`.
      case mediaCapture(WKMediaCaptureType)
      /// `case deviceOrientationAndMotion`.
      case deviceOrientationAndMotion
    }

    /// What WebKit calls for each request (internal in Apple's SDK; the fakes call it).
    package let decisionHandler: (Permission, WebPage.FrameInfo, WKSecurityOrigin) async -> WKPermissionDecision

    /// `init(decisionHandler: @escaping (WebPage.DeviceSensorAuthorization.Permission,
    /// WebPage.FrameInfo, WKSecurityOrigin) async -> WKPermissionDecision)`.
    public init(
      decisionHandler: @escaping (WebPage.DeviceSensorAuthorization.Permission, WebPage.FrameInfo, WKSecurityOrigin) async
        -> WKPermissionDecision
    ) {
      self.decisionHandler = decisionHandler
    }
  }

  /// `protocol WebPage.DialogPresenting`: JavaScript waits until the method returns.
  public protocol DialogPresenting {
    /// `@MainActor func handleJavaScriptAlert(message: String, initiatedBy frame: WebPage.FrameInfo) async`.
    @MainActor func handleJavaScriptAlert(message: String, initiatedBy frame: WebPage.FrameInfo) async
    /// `@MainActor func handleJavaScriptConfirm(message: String, initiatedBy frame: WebPage.FrameInfo) async
    /// -> WebPage.JavaScriptConfirmResult`.
    @MainActor func handleJavaScriptConfirm(message: String, initiatedBy frame: WebPage.FrameInfo) async
      -> WebPage.JavaScriptConfirmResult
    /// `@MainActor func handleJavaScriptPrompt(message: String, defaultText: String?, initiatedBy frame:
    /// WebPage.FrameInfo) async -> WebPage.JavaScriptPromptResult`.
    @MainActor func handleJavaScriptPrompt(message: String, defaultText: String?, initiatedBy frame: WebPage.FrameInfo) async
      -> WebPage.JavaScriptPromptResult
    /// `@MainActor func handleFileInputPrompt(parameters: WKOpenPanelParameters, initiatedBy frame:
    /// WebPage.FrameInfo) async -> WebPage.FileInputPromptResult`: Apple's default returns `.cancel`,
    /// so a presenter without it refuses every file input.
    @MainActor func handleFileInputPrompt(parameters: WKOpenPanelParameters, initiatedBy frame: WebPage.FrameInfo) async
      -> WebPage.FileInputPromptResult
  }

  /// `@MainActor struct WebPage.FrameInfo : Sendable`.
  @MainActor public struct FrameInfo: Sendable {
    /// `var isMainFrame: Bool { get }`.
    public let isMainFrame: Bool
    /// `var request: URLRequest { get }`.
    public let request: URLRequest
    /// `var securityOrigin: WKSecurityOrigin { get }`.
    public let securityOrigin: WKSecurityOrigin
    package init(isMainFrame: Bool, url: URL, securityOrigin: WKSecurityOrigin) {
      self.isMainFrame = isMainFrame
      self.request = URLRequest(url: url)
      self.securityOrigin = securityOrigin
    }
  }

  /// `@MainActor struct WebPage.NavigationAction`.
  @MainActor public struct NavigationAction {
    /// `var request: URLRequest { get }`.
    public let request: URLRequest
    /// `var navigationType: WKNavigationType { get }`.
    public let navigationType: WKNavigationType
    /// `var source: WebPage.FrameInfo { get }`.
    public let source: FrameInfo
    /// `var target: WebPage.FrameInfo? { get }`: `nil` for a new window.
    public let target: FrameInfo?
    package init(request: URLRequest, navigationType: WKNavigationType, source: FrameInfo, target: FrameInfo?) {
      self.request = request
      self.navigationType = navigationType
      self.source = source
      self.target = target
    }
  }

  /// `@MainActor struct WebPage.NavigationResponse`.
  @MainActor public struct NavigationResponse {
    /// `var response: URLResponse { get }`.
    public let response: URLResponse
    /// `var canShowMimeType: Bool { get }`: "Mime", unlike `WKNavigationResponse.canShowMIMEType`.
    public let canShowMimeType: Bool
    package init(response: URLResponse, canShowMimeType: Bool) {
      self.response = response
      self.canShowMimeType = canShowMimeType
    }
  }

  /// `struct WebPage.NavigationPreferences : Sendable`.
  public struct NavigationPreferences: Sendable {
    package init() {}
  }

  /// `enum WebPage.JavaScriptConfirmResult : Hashable, Sendable`.
  public enum JavaScriptConfirmResult: Hashable, Sendable {
    /// `case ok`.
    case ok
    /// `case cancel`.
    case cancel
  }

  /// `enum WebPage.JavaScriptPromptResult : Hashable, Sendable`.
  public enum JavaScriptPromptResult: Hashable, Sendable {
    /// `case ok(String)`.
    case ok(String)
    /// `case cancel`.
    case cancel
  }

  /// `enum WebPage.FileInputPromptResult : Hashable, Sendable`.
  public enum FileInputPromptResult: Hashable, Sendable {
    /// `case cancel`.
    case cancel
    /// `case selected([URL])`.
    case selected([URL])
  }

  /// `enum WebPage.NavigationEvent : Hashable, Sendable`.
  public enum NavigationEvent: Hashable, Sendable {
    /// `case startedProvisionalNavigation`.
    case startedProvisionalNavigation
    /// `case receivedServerRedirect`.
    case receivedServerRedirect
    /// `case committed`.
    case committed
    /// `case finished`.
    case finished
  }

  /// `enum WebPage.NavigationError : Error`.
  public enum NavigationError: Error {
    /// `case failedProvisionalNavigation(any Error)`.
    case failedProvisionalNavigation(any Error)
    /// `case pageClosed`.
    case pageClosed
    /// `case webContentProcessTerminated`.
    case webContentProcessTerminated
    /// `case invalidURL`.
    case invalidURL
  }

  /// `@MainActor struct WebPage.BackForwardList: Equatable, Sendable`: the page's history, as
  /// WebKit's `WebPage+BackForwardList.swift` declares it (here, its two lists and the items' ids).
  @MainActor public struct BackForwardList: Equatable, Sendable {
    /// `struct WebPage.BackForwardList.Item: Equatable, Identifiable, Sendable`.
    public struct Item: Equatable, Identifiable, Sendable {
      /// `struct WebPage.BackForwardList.Item.ID: Hashable, Sendable`: opaque.
      public struct ID: Hashable, Sendable {
        private let value = UUID()
      }

      /// `let id: WebPage.BackForwardList.Item.ID`.
      public let id = ID()
    }

    /// `var backList: [WebPage.BackForwardList.Item] { get }`: oldest first.
    public var backList: [Item] { storedBack }
    /// `var forwardList: [WebPage.BackForwardList.Item] { get }`: in the order first visited.
    public var forwardList: [Item] { storedForward }

    fileprivate var storedBack: [Item] = []
    fileprivate var storedForward: [Item] = []
  }

  /// `final var backForwardList: WebPage.BackForwardList { get }` (observable).
  public var backForwardList: BackForwardList {
    access(keyPath: \.backForwardList)
    return storedBackForwardList
  }
  @ObservationIgnored private var storedBackForwardList = BackForwardList()

  /// `final var customUserAgent: String? { get set }` (iOS 18.4, macOS 15.4).
  public var customUserAgent: String?
  /// `final var isInspectable: Bool { get set }`: `false` unless set.
  public var isInspectable = false
  // Read-only and observable, as Apple's are: the macro's stored properties would print as
  // `{ get set }` in the symbol graph whatever their setter's access.
  /// `final var url: URL? { get }`.
  public var url: URL? {
    access(keyPath: \.url)
    return storedURL
  }
  /// `final var title: String { get }`.
  public var title: String {
    access(keyPath: \.title)
    return storedTitle
  }
  /// `final var estimatedProgress: Double { get }`.
  public var estimatedProgress: Double {
    access(keyPath: \.estimatedProgress)
    return storedEstimatedProgress
  }
  @ObservationIgnored private var storedURL: URL?
  @ObservationIgnored private var storedTitle = ""
  @ObservationIgnored private var storedEstimatedProgress: Double = 0

  @ObservationIgnored private var navigationDecider: any NavigationDeciding
  @ObservationIgnored private let dialogPresenter: any DialogPresenting
  @ObservationIgnored package let configuration: Configuration

  /// `convenience init(configuration: WebPage.Configuration = Configuration(), navigationDecider: some
  /// WebPage.NavigationDeciding, dialogPresenter: some WebPage.DialogPresenting)`.
  public init(
    configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding,
    dialogPresenter: some DialogPresenting
  ) {
    self.configuration = configuration
    self.navigationDecider = navigationDecider
    self.dialogPresenter = dialogPresenter
  }

  /// `@discardableResult final func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent,
  /// any Error>`: here, the load is recorded and its sequence ends at once.
  @discardableResult
  public func load(_ request: URLRequest) -> some AsyncSequence<NavigationEvent, any Error> {
    loadedRequests.append(request)
    return AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
  }

  /// `@discardableResult final func load(_ item: WebPage.BackForwardList.Item) -> some
  /// AsyncSequence<WebPage.NavigationEvent, any Error>`: the item is recorded and the sequence ends
  /// at once.
  @discardableResult
  public func load(_ item: BackForwardList.Item) -> some AsyncSequence<NavigationEvent, any Error> {
    loadedItems.append(item)
    return AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
  }

  /// `@discardableResult final func reload(fromOrigin: Bool = false) -> some AsyncSequence<WebPage.NavigationEvent,
  /// any Error>`.
  @discardableResult
  public func reload(fromOrigin: Bool = false) -> some AsyncSequence<NavigationEvent, any Error> {
    reloadCount += 1
    return AsyncThrowingStream<NavigationEvent, any Error> { $0.finish() }
  }

  /// `@discardableResult final func callJavaScript(_ functionBody: String, arguments: [String : Any] = [:],
  /// in frame: WebPage.FrameInfo? = nil, contentWorld: WKContentWorld? = nil) async throws -> sending Any?`.
  @discardableResult
  public func callJavaScript(
    _ functionBody: String, arguments: [String: Any] = [:], in frame: FrameInfo? = nil, contentWorld: WKContentWorld? = nil
  ) async throws -> sending Any? {
    evaluatedScripts.append(functionBody)
    return nil
  }

  /// `final var navigations: some AsyncSequence<WebPage.NavigationEvent, any Error> { get }`: every
  /// navigation's events; a navigation error ends the sequence (a new one is made per read).
  public var navigations: some AsyncSequence<NavigationEvent, any Error> {
    let (stream, continuation) = AsyncThrowingStream<NavigationEvent, any Error>.makeStream()
    navigationContinuations.append(continuation)
    return stream
  }

  // MARK: For tests (package: invisible to the Apple-only sources)

  @ObservationIgnored private var navigationContinuations: [AsyncThrowingStream<NavigationEvent, any Error>.Continuation] = []
  /// The requests given to `load(_:)`.
  @ObservationIgnored package private(set) var loadedRequests: [URLRequest] = []
  /// How often `reload()` was called.
  @ObservationIgnored package private(set) var reloadCount = 0
  /// The items given to `load(_:)`.
  @ObservationIgnored package private(set) var loadedItems: [BackForwardList.Item] = []

  /// Makes the back-forward list `back` items before the current one and `forward` after it,
  /// and tells observers, as WebKit does after a navigation.
  package func setBackForwardList(back: Int, forward: Int) {
    withMutation(keyPath: \.backForwardList) {
      storedBackForwardList.storedBack = (0..<back).map { _ in BackForwardList.Item() }
      storedBackForwardList.storedForward = (0..<forward).map { _ in BackForwardList.Item() }
    }
  }
  /// The scripts given to `callJavaScript`.
  @ObservationIgnored package private(set) var evaluatedScripts: [String] = []

  /// Whether someone reads `navigations` now.
  package var hasNavigationReaders: Bool { !navigationContinuations.isEmpty }

  /// WebKit asks the decider about `action`, as it does before loading.
  package func decide(_ action: NavigationAction) async -> WKNavigationActionPolicy {
    var preferences = NavigationPreferences()
    return await navigationDecider.decidePolicy(for: action, preferences: &preferences)
  }

  /// WebKit asks the decider about `response`.
  package func decide(_ response: NavigationResponse) async -> WKNavigationResponsePolicy {
    await navigationDecider.decidePolicy(for: response)
  }

  /// A server challenges a load: the navigation decider answers.
  package func challenge(_ challenge: URLAuthenticationChallenge) async -> ChallengeResponse {
    let (disposition, credential) = await navigationDecider.decideAuthenticationChallengeDisposition(for: challenge)
    return ChallengeResponse(disposition, credential)
  }

  /// The page calls `alert()`.
  package func runAlert(_ message: String, from frame: FrameInfo) async {
    await dialogPresenter.handleJavaScriptAlert(message: message, initiatedBy: frame)
  }

  /// The page calls `confirm()`.
  package func runConfirm(_ message: String, from frame: FrameInfo) async -> JavaScriptConfirmResult {
    await dialogPresenter.handleJavaScriptConfirm(message: message, initiatedBy: frame)
  }

  /// The page calls `prompt()`.
  package func runPrompt(_ message: String, defaultText: String?, from frame: FrameInfo) async -> JavaScriptPromptResult {
    await dialogPresenter.handleJavaScriptPrompt(message: message, defaultText: defaultText, initiatedBy: frame)
  }

  /// `frame`'s document asks for `permission`, answered as WebKit's adapter does: by the
  /// configuration's `deviceSensorAuthorization`.
  package func requestDeviceSensor(_ permission: DeviceSensorAuthorization.Permission, from frame: FrameInfo) async
    -> WKPermissionDecision
  {
    await configuration.deviceSensorAuthorization.decisionHandler(permission, frame, frame.securityOrigin)
  }

  /// The page loads a resource of a registered scheme, as WebKit's adapter does: the
  /// configuration's handler for the scheme replies, and its sequence's values are collected
  /// (WebKit requires a response before any data). `nil` when no handler is registered.
  package func loadResource(_ request: URLRequest) async throws -> (responses: [URLResponse], data: Data)? {
    guard let text = request.url?.scheme, let scheme = URLScheme(text), let handler = configuration.urlSchemeHandlers[scheme] else {
      return nil
    }
    return try await Self.collect(handler.reply(for: request))
  }

  private static func collect(_ sequence: some AsyncSequence<URLSchemeTaskResult, any Error>) async throws -> (
    responses: [URLResponse], data: Data
  ) {
    var responses: [URLResponse] = []
    var data = Data()
    for try await result in sequence {
      switch result {
      case .response(let response): responses.append(response)
      case .data(let more):
        guard !responses.isEmpty else { fatalError("URLSchemeTaskResult.data before a response") }
        data.append(more)
      }
    }
    return (responses, data)
  }

  /// The user activates a file input of `frame`.
  package func runFileInput(_ parameters: WKOpenPanelParameters, from frame: FrameInfo) async -> FileInputPromptResult {
    await dialogPresenter.handleFileInputPrompt(parameters: parameters, initiatedBy: frame)
  }

  /// A navigation event, with the page's URL at that moment.
  package func emit(_ event: NavigationEvent, url: URL?) {
    withMutation(keyPath: \.url) { storedURL = url }
    navigationContinuations.forEach { $0.yield(event) }
  }

  /// A navigation failed: every `navigations` sequence ends with `error`.
  package func fail(_ error: NavigationError) {
    navigationContinuations.forEach { $0.finish(throwing: error) }
    navigationContinuations = []
  }

  /// The page's title changed.
  package func setTitle(_ title: String) { withMutation(keyPath: \.title) { storedTitle = title } }

  /// The page moved within its document (`history.pushState`, a fragment): only `url` changes.
  package func navigateWithinDocument(to url: URL) { withMutation(keyPath: \.url) { storedURL = url } }

  /// The load progressed.
  package func setEstimatedProgress(_ progress: Double) {
    withMutation(keyPath: \.estimatedProgress) { storedEstimatedProgress = progress }
  }
}
