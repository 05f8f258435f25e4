import Foundation

/// Which responses the screen saves as files instead of showing:
/// ``WebViewFeature/Configuration/downloads``.
///
/// A response becomes a download when the server asks for one (`Content-Disposition:
/// attachment`) or the web view cannot show it (a ZIP, a `.pkpass`), its status is under 400,
/// its MIME type matches one of ``mimeTypes``, and the navigation policy would load its URL in
/// the main frame. A link with the `download` attribute downloads too, when the policy would
/// load its URL there (or it is a `data:` URL of the main frame's document, which a page builds
/// for an export). WebKit then asks where to save the file: the type is checked again against
/// the response, and so is ``maxBytes``; a refused download is cancelled with a diagnostic
/// (`WebViewDiagnostic.downloadRefused`). The default downloads nothing: a response the web view
/// cannot show is an error on screen, as it was before downloads.
///
/// ```swift
/// var configuration = WebViewFeature.Configuration()
/// configuration.downloads = DownloadPolicy(mimeTypes: ["application/pdf", "text/csv", "application/vnd.apple.pkpass"])
/// ```
///
/// Decoding gives a missing or `null` field its default, as ``WebViewFeature/Configuration``
/// does.
public struct DownloadPolicy: Sendable, Equatable, Codable {
  /// The MIME types saved as files, matched without case and without parameters: a type
  /// (`application/pdf`), every subtype of one (`application/*`), or anything (`*/*`).
  public var mimeTypes: [String]
  /// The largest file saved, in bytes, when the server says how large it is; `nil` for no limit.
  public var maxBytes: Int64?

  /// Downloads nothing, unless `mimeTypes` lists types.
  public init(mimeTypes: [String] = [], maxBytes: Int64? = nil) {
    self.mimeTypes = mimeTypes
    self.maxBytes = maxBytes
  }

  /// Whether a response of `mimeType` may be saved; a response without a type may only when
  /// ``mimeTypes`` has `*/*`.
  public func allows(mimeType: String?) -> Bool {
    let type = mimeType.map(Self.essence) ?? ""
    return mimeTypes.contains { listed in
      let pattern = Self.essence(listed)
      if pattern == "*/*" { return true }
      guard !type.isEmpty else { return false }
      if pattern.hasSuffix("/*") { return type.hasPrefix(pattern.dropLast()) }
      return pattern == type
    }
  }

  /// Whether `response` is saved as a file rather than shown or refused.
  public func downloads(_ response: NavigationResponse, navigation: NavigationPolicy) -> Bool {
    guard response.isAttachment || !response.canShowMIMEType, (response.statusCode ?? 200) < 400,
      allows(mimeType: response.mimeType), let url = response.url
    else { return false }
    return navigation.decide(NavigationRequest(url: url)) == .allow
  }

  /// Whether the link of `request` (its `download` attribute) is saved as a file.
  public func downloads(_ request: NavigationRequest, navigation: NavigationPolicy) -> Bool {
    guard request.isDownload, !mimeTypes.isEmpty, let url = request.url else { return false }
    if url.scheme?.lowercased() == "data" { return request.isFromMainFrame && request.target != .subframe }
    return navigation.decide(NavigationRequest(url: url)) == .allow
  }

  /// Why WebKit's request to save `download` is refused; `nil` when it may be saved.
  public func refusal(of download: DownloadRequest) -> String? {
    guard allows(mimeType: download.mimeType) else {
      return "\(download.mimeType ?? "a file without a type") is not in downloads.mimeTypes"
    }
    if let maxBytes, let size = download.expectedBytes, size > maxBytes {
      return "the file has \(size) bytes, more than downloads.maxBytes (\(maxBytes))"
    }
    return nil
  }

  /// Why `response` is saved as a file, for the replay timeline; `nil` when it is not (the
  /// navigation policy's reason applies).
  public func reason(for response: NavigationResponse, navigation: NavigationPolicy) -> String? {
    guard downloads(response, navigation: navigation) else { return nil }
    let why = response.isAttachment ? "the server sent it as an attachment" : "the web view cannot show it"
    return "downloaded: \(response.mimeType ?? "its type") is in downloads.mimeTypes, and \(why)"
  }

  /// Why the link of `request` is saved as a file; `nil` when it is not.
  public func reason(for request: NavigationRequest, navigation: NavigationPolicy) -> String? {
    guard downloads(request, navigation: navigation) else { return nil }
    return "downloaded: the link asks for a download, and downloads.mimeTypes lists types (checked when the file arrives)"
  }

  /// `type/subtype` lowercased, without parameters or spaces: `Text/CSV; charset=utf-8` is `text/csv`.
  private static func essence(_ mimeType: String) -> String {
    let type = mimeType.prefix { $0 != ";" }
    return type.trimmingCharacters(in: .whitespaces).lowercased()
  }

  private enum CodingKeys: String, CodingKey {
    case mimeTypes, maxBytes
  }

  /// Decodes a policy; a missing or `null` field takes its default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mimeTypes: try container.decode(.mimeTypes, or: []),
      maxBytes: try container.decodeIfPresent(Int64.self, forKey: .maxBytes))
  }
}
