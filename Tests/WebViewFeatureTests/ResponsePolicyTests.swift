import Foundation
import Testing
import WebViewFeature

struct ResponsePolicyTests {
  private let policy = NavigationPolicy()
  private let url = URL(string: "https://app.example.com/")

  @Test func defaultsDescribeAShowableMainFramePage() {
    let response = NavigationResponse(url: url)
    #expect(response.isForMainFrame && response.canShowMIMEType)
    #expect(response.statusCode == 200)
    #expect(response.mimeType == "text/html")
    #expect(policy.decide(response) == .allow)
  }

  @Test(arguments: [200, 204, 301, 399])
  func mainFrameSuccessIsAllowed(status: Int) {
    #expect(policy.decide(NavigationResponse(url: url, statusCode: status)) == .allow)
  }

  @Test(arguments: [400, 401, 404, 500, 503])
  func mainFrameHTTPErrorIsCancelledWithError(status: Int) {
    #expect(policy.decide(NavigationResponse(url: url, statusCode: status)) == .cancelWithError(.httpStatus(status)))
  }

  @Test(arguments: [404, 500])
  func subframeHTTPErrorIsAllowed(status: Int) {
    #expect(policy.decide(NavigationResponse(url: url, isForMainFrame: false, statusCode: status)) == .allow)
  }

  @Test func nonHTTPResponseIsAllowed() {
    #expect(policy.decide(NavigationResponse(url: url, statusCode: nil)) == .allow)
  }

  @Test func mainFrameContentThatCannotBeShownIsCancelledWithError() {
    let response = NavigationResponse(url: url, mimeType: "application/x-tar", canShowMIMEType: false)
    #expect(policy.decide(response) == .cancelWithError(.unsupportedContent(mimeType: "application/x-tar")))
  }

  @Test func subframeContentThatCannotBeShownIsCancelledSilently() {
    let response = NavigationResponse(url: url, isForMainFrame: false, mimeType: "application/x-tar", canShowMIMEType: false)
    #expect(policy.decide(response) == .cancel)
  }

  @Test func httpStatusWinsOverContentType() {
    let response = NavigationResponse(url: url, statusCode: 404, mimeType: "application/x-tar", canShowMIMEType: false)
    #expect(policy.decide(response) == .cancelWithError(.httpStatus(404)))
  }
}
