import Foundation
import StoreRuntime
import Testing
import WebViewFeature

/// The name a download is saved under: one safe path component, whatever the server suggests.
struct DownloadFileNameTests {
  @Test(arguments: [
    ("report.pdf", "report.pdf"),
    ("../../Library/Preferences/com.app.plist", "com.app.plist"),
    ("..\\..\\boot.ini", "boot.ini"),
    ("/etc/passwd", "passwd"),
    ("a:b.txt", "ab.txt"),
    ("a\u{0}b.pdf", "ab.pdf"),
    ("line\nbreak.csv", "linebreak.csv"),
    ("invoice\u{202E}fdp.exe", "invoicefdp.exe"),
    ("\u{2067}name\u{2069}.txt", "name.txt"),
    ("zero\u{200B}width.txt", "zerowidth.txt"),
    ("\u{FEFF}bom.txt", "bom.txt"),
    ("  many   spaces  .txt  ", "many spaces .txt"),
    ("...hidden", "hidden"),
    ("trailing.", "trailing"),
    ("보고서 2026.pdf", "보고서 2026.pdf"),
    ("résumé.pdf", "résumé.pdf"),
  ])
  func aSuggestionBecomesOneSafeComponent(_ suggested: String, _ saved: String) {
    #expect(DownloadFileName.sanitized(suggested) == saved)
  }

  @Test(arguments: ["", ".", "..", "/", "a/", "a\\", "\u{202E}", " . "])
  func nothingLeftIsTheFallback(_ suggested: String) {
    #expect(DownloadFileName.sanitized(suggested, fallback: "Download") == "Download")
  }

  @Test func aFallbackOfExactly255BytesIsKept() {
    let fallback = String(repeating: "f", count: 255)
    #expect(DownloadFileName.sanitized("", fallback: fallback) == fallback)
    #expect(DownloadFileName.sanitized("", fallback: fallback + "f") == "download")
  }

  @Test func anExtensionOfUpTo16BytesIsKept() {
    let kept = "." + String(repeating: "e", count: 15)
    let cut = "." + String(repeating: "e", count: 16)
    #expect(DownloadFileName.sanitized(String(repeating: "a", count: 300) + kept).hasSuffix("a" + kept))
    #expect(DownloadFileName.sanitized(String(repeating: "a", count: 300) + cut) == String(repeating: "a", count: 255))
  }

  @Test func anUnsafeFallbackIsMadeSafeToo() {
    #expect(DownloadFileName.sanitized("", fallback: "../다운로드\u{202E}") == "다운로드")
    #expect(DownloadFileName.sanitized("", fallback: "..") == "download")
  }

  @Test func aLongNameIsCutOnACharacterAndKeepsItsExtension() {
    let saved = DownloadFileName.sanitized(String(repeating: "é", count: 200) + ".pdf")
    #expect(saved.utf8.count <= 255)
    #expect(saved.utf8.count > 250)
    #expect(saved.hasSuffix("é.pdf"))
    #expect(saved == String(repeating: "é", count: 125) + ".pdf")
  }

  @Test func aLongNameWithoutAShortExtensionIsCutWhole() {
    let name = String(repeating: "a", count: 240) + "." + String(repeating: "b", count: 40)
    #expect(DownloadFileName.sanitized(name) == String(name.prefix(255)))
  }

  @Test func aNameOfExactly255BytesIsKept() {
    let name = String(repeating: "x", count: 251) + ".pdf"
    #expect(DownloadFileName.sanitized(name) == name)
  }

  @Test func aSingleCharacterLongerThanTheLimitGivesTheFallback() {
    let cluster = "e" + String(repeating: "\u{301}", count: 200) + ".pdf"
    #expect(DownloadFileName.sanitized(cluster, fallback: "Download") == "Download")
  }

  @Test func everySavedNameStaysInItsFolderAsFoundationReadsIt() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["..", ".", "/", "\\", ":", "\u{0}", "\u{202E}", " ", "a", "é", "보", ".pdf", "\n", "%2e%2e"]
    let folder = URL(fileURLWithPath: "/downloads/A", isDirectory: true)
    for _ in 0..<2_000 {
      let name = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let saved = DownloadFileName.sanitized(name)
      #expect(folder.appendingPathComponent(saved).deletingLastPathComponent().standardizedFileURL.path == folder.path, "\(name.debugDescription)")
      #expect(DownloadFileName.sanitized(saved) == saved, "\(name.debugDescription)")
    }
  }
}

/// Which types and responses `DownloadPolicy` saves.
struct DownloadPolicyTests {
  private let policy = DownloadPolicy(mimeTypes: ["application/pdf", "text/*"])

  @Test(arguments: [
    ("application/pdf", true), ("Application/PDF", true), ("application/pdf; name=x", true), (" application/pdf ", true),
    ("text/csv", true), ("text/", true), ("textx/csv", false), ("application/pdfx", false), ("application/zip", false), ("", false),
  ])
  func aTypeMatchesWithoutCaseOrParameters(_ type: String, _ allowed: Bool) {
    #expect(policy.allows(mimeType: type) == allowed)
  }

  @Test func aResponseWithoutATypeIsSavedOnlyUnderAnything() {
    #expect(!policy.allows(mimeType: nil))
    #expect(!DownloadPolicy(mimeTypes: [""]).allows(mimeType: nil))
    #expect(!DownloadPolicy(mimeTypes: [""]).allows(mimeType: ""))
    #expect(DownloadPolicy(mimeTypes: ["*/*"]).allows(mimeType: nil))
    #expect(!DownloadPolicy().allows(mimeType: "application/pdf"))
  }

  @Test(arguments: [
    ("attachment", true), ("Attachment; filename=\"a.pdf\"", true), (" attachment ;filename=a", true), ("inline", false),
    ("inline; filename=attachment.pdf", false), ("attachments", false), ("", false),
  ])
  func contentDispositionAsksForAnAttachmentByItsType(_ value: String, _ isAttachment: Bool) {
    #expect(NavigationResponse.isAttachment(contentDisposition: value) == isAttachment)
  }

  @Test func aSizeOfExactlyMaxBytesIsSaved() {
    let policy = DownloadPolicy(mimeTypes: ["application/pdf"], maxBytes: 100)
    let request = DownloadRequest(url: nil, suggestedFilename: "a.pdf", mimeType: "application/pdf", expectedBytes: 100)
    #expect(policy.refusal(of: request) == nil)
  }

  @Test func aLinkOrResponseItDoesNotDownloadHasNoReasonOfItsOwn() {
    let navigation = NavigationPolicy(allowedHosts: HostAllowList(["example.com"]))
    let link = NavigationRequest(url: URL(string: "https://example.com/a.pdf"), type: .linkActivated)
    #expect(policy.reason(for: link, navigation: navigation) == nil)
    #expect(policy.reason(for: NavigationResponse(url: URL(string: "https://example.com/a")), navigation: navigation) == nil)
  }

  @Test func fractionCompletedNeedsAKnownSize() {
    var download = Download(id: 1, url: nil, fileName: "a.pdf", mimeType: nil, expectedBytes: 0)
    #expect(download.fractionCompleted == nil)
    download.expectedBytes = 1
    #expect(download.fractionCompleted == 0)
    download.expectedBytes = 200
    #expect(download.fractionCompleted == 0)
    download.receivedBytes = 50
    #expect(download.fractionCompleted == 0.25)
    download.receivedBytes = 300
    #expect(download.fractionCompleted == 1)
  }

  @Test func aMissingContentDispositionIsNoAttachment() {
    #expect(!NavigationResponse.isAttachment(contentDisposition: nil))
  }

  @Test func aPolicyRoundTripsAndOlderTextDecodesToTheDefault() throws {
    let policy = DownloadPolicy(mimeTypes: ["application/pdf"], maxBytes: 5)
    #expect(try JSONDecoder().decode(DownloadPolicy.self, from: JSONEncoder().encode(policy)) == policy)
    #expect(try JSONDecoder().decode(DownloadPolicy.self, from: Data("{}".utf8)) == DownloadPolicy())
  }

  @Test func requestsAndResponsesWrittenBeforeDownloadsStillDecode() throws {
    let request = try JSONDecoder().decode(
      NavigationRequest.self, from: Data(#"{"url":"https://a.example/","type":"other","target":"mainFrame","isFromMainFrame":true}"#.utf8))
    #expect(!request.isDownload)
    let response = try JSONDecoder().decode(
      NavigationResponse.self, from: Data(#"{"isForMainFrame":true,"canShowMIMEType":false,"mimeType":"a/b"}"#.utf8))
    #expect(!response.isAttachment)
    #expect(response.statusCode == nil)
  }

  @Test func aRequestOrResponseReadsAsBeforeUnlessItDownloads() {
    let request = NavigationRequest(url: URL(string: "https://a.example/"))
    #expect(
      StateDiff.renderLine(request) == "NavigationRequest(url: https://a.example/, type: .other, target: .mainFrame, isFromMainFrame: true)")
    var download = request
    download.isDownload = true
    #expect(StateDiff.renderLine(download).hasSuffix(", isFromMainFrame: true, isDownload: true)"))
    var response = NavigationResponse(url: nil)
    #expect(!StateDiff.renderLine(response).contains("isAttachment"))
    response.isAttachment = true
    #expect(StateDiff.renderLine(response).hasSuffix(", canShowMIMEType: true, isAttachment: true)"))
  }
}
