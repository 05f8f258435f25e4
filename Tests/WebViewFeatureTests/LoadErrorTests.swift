import Testing
import WebViewFeature

struct LoadErrorTests {
  @Test(arguments: [
    (-1009, LoadError.offline), (-1001, .timedOut), (-1003, .hostNotFound), (-1005, .connectionLost),
    (-1200, .secureConnectionFailed), (-1201, .invalidCertificate), (-1202, .invalidCertificate),
    (-1203, .invalidCertificate), (-1204, .invalidCertificate), (-1205, .invalidCertificate),
    (-1206, .invalidCertificate),
  ])
  func knownURLErrorsGetReadableErrors(code: Int, expected: LoadError) {
    #expect(LoadError(.url(code, "raw text")) == expected)
  }

  @Test(arguments: [NavigationFailure.url(-999), .webKit(102), .webKit(204)])
  func benignFailuresAreNotErrors(failure: NavigationFailure) {
    #expect(LoadError(failure) == nil)
  }

  @Test(arguments: [
    NavigationFailure.url(-1100, "The file does not exist."), .webKit(-999, "The file does not exist."),
    .url(102, "The file does not exist."), NavigationFailure(domain: "Other", code: -1009, message: "The file does not exist."),
  ])
  func otherFailuresKeepTheirOwnText(failure: NavigationFailure) {
    #expect(LoadError(failure) == .other("The file does not exist."))
    #expect(LoadError(failure)?.description == "The file does not exist.")
  }

  @Test func otherFailureWithoutTextGetsAGenericMessage() {
    #expect(LoadError.other("").description == "The page could not be loaded.")
  }

  @Test(arguments: [
    (400, "The page could not be loaded (HTTP 400)."), (401, "You don't have access to this page (HTTP 401)."),
    (403, "You don't have access to this page (HTTP 403)."), (404, "The page was not found (HTTP 404)."),
    (410, "The page was not found (HTTP 410)."), (499, "The page could not be loaded (HTTP 499)."),
    (500, "The server had a problem (HTTP 500). Try again later."),
    (503, "The server had a problem (HTTP 503). Try again later."),
    (599, "The server had a problem (HTTP 599). Try again later."),
  ])
  func httpStatusHasTheTextOfItsClass(status: Int, message: String) {
    #expect(LoadError.httpStatus(status).description == message)
  }

  @Test(arguments: -1206 ... -1201)
  func everyCertificateErrorHasTheCertificateText(code: Int) {
    #expect(LoadError(.url(code, "raw text"))?.description == "The server's security certificate is not valid, so the page was not loaded.")
  }

  @Test(arguments: [-1200, -1207])
  func neighboursOfTheCertificateRangeAreNotCertificateErrors(code: Int) {
    #expect(LoadError(.url(code, "raw text")) != .invalidCertificate)
  }

  @Test(arguments: [
    (LoadError.offline, "offline"), (.timedOut, "too long"), (.hostNotFound, "could not be found"),
    (.connectionLost, "connection was lost"), (.secureConnectionFailed, "secure connection"),
    (.invalidCertificate, "certificate"), (.httpStatus(404), "not found (HTTP 404)"),
    (.httpStatus(403), "access"), (.httpStatus(503), "server had a problem (HTTP 503)"),
    (.httpStatus(418), "could not be loaded (HTTP 418)"), (.unsupportedContent(mimeType: "application/zip"), "application/zip"),
    (.hostNotAllowed("evil.com"), "evil.com cannot be opened"), (.hostNotAllowed(""), "This address cannot be opened"),
    (.crashLoop(terminations: 4), "4 times"),
  ])
  func messagesAreReadable(error: LoadError, fragment: String) {
    #expect(error.description.contains(fragment))
  }
}
