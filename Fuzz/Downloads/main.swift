import Foundation
import WebViewFeature

// Arbitrary suggested file names, MIME types, sizes and Content-Disposition values -> the names
// downloads are saved under (DownloadFileName) and the policy's answers (DownloadPolicy).
// Invariants: a saved name is one non-empty path component of at most 255 bytes, without a
// separator, a control, format or private character, and not `.`/`..` nor starting or ending with
// a dot or a space; appended to a folder by Foundation it stays in that folder; making a saved
// name safe again changes nothing; the policy's answers are the same twice and never trap.

private let folder = URL(fileURLWithPath: "/var/downloads/A", isDirectory: true)
private let policy = DownloadPolicy(mimeTypes: ["application/pdf", "text/*", "application/vnd.apple.pkpass"], maxBytes: 1 << 20)
private let navigation = NavigationPolicy(allowedHosts: HostAllowList(["example.com"]))
private let forbidden: Set<Unicode.GeneralCategory> = [.control, .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let fallback = input.pick(["Download", "다운로드", "", "../x", ".", "\u{202E}"])
  let mimeType = input.pick([nil, "application/pdf", "TEXT/CSV; charset=utf-8", "application/zip", "", "*/*", " text/plain "])
  let expected: Int64? = input.bool() ? Int64(input.byte()) << Int64(input.choice(40)) : nil
  let name = String(decoding: input.rest(), as: UTF8.self)

  let saved = DownloadFileName.sanitized(name, fallback: fallback)
  invariant(!saved.isEmpty, "an empty name for \(name.debugDescription)")
  invariant(saved.utf8.count <= DownloadFileName.maxBytes, "\(saved.utf8.count) bytes for \(name.debugDescription)")
  invariant(!saved.contains("/") && !saved.contains("\\") && !saved.contains(":"), "a separator in \(saved.debugDescription)")
  invariant(
    !saved.unicodeScalars.contains { forbidden.contains($0.properties.generalCategory) || $0.properties.isNoncharacterCodePoint },
    "an invisible character in \(saved.debugDescription)")
  invariant(saved != "." && saved != "..", "a dot segment for \(name.debugDescription)")
  invariant(saved.first != "." && saved.first != " " && saved.last != "." && saved.last != " ", "\(saved.debugDescription) is trimmed badly")
  let file = folder.appendingPathComponent(saved, isDirectory: false)
  invariant(file.deletingLastPathComponent().standardizedFileURL.path == folder.path, "\(saved.debugDescription) leaves the folder")
  invariant(DownloadFileName.sanitized(saved, fallback: fallback) == saved, "\(saved.debugDescription) changes when made safe again")

  let request = DownloadRequest(url: URL(string: "https://example.com/f"), suggestedFilename: name, mimeType: mimeType, expectedBytes: expected)
  invariant(policy.refusal(of: request) == policy.refusal(of: request), "two answers to one download")
  let response = NavigationResponse(
    url: URL(string: "https://example.com/" + String(name.prefix(40))), mimeType: mimeType, canShowMIMEType: false,
    isAttachment: NavigationResponse.isAttachment(contentDisposition: name))
  invariant(policy.downloads(response, navigation: navigation) == policy.downloads(response, navigation: navigation), "two answers to one response")
  return 0
}
