import Foundation
import Testing

@testable import WebViewHost

/// The types the folder server sends, held to Debian's `/etc/mime.types` (the IANA
/// registrations; CI installs it), so a type we got wrong is caught by a list we did not write.
struct MIMETypesTests {
  /// Extensions the registry does not list, and the type every browser expects for them.
  static let unregistered: [String: String] = ["map": "application/json"]

  @Test func everyExtensionHasTheRegisteredType() throws {
    let text = try String(contentsOfFile: "/etc/mime.types", encoding: .utf8)
    var registered: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      for pathExtension in fields.dropFirst() { registered[pathExtension, default: []].insert(fields[0]) }
    }
    for (pathExtension, type) in MIMETypes.table {
      if let expected = Self.unregistered[pathExtension] {
        #expect(type == expected)
        #expect(registered[pathExtension] == nil, "\(pathExtension) is registered now: compare it")
      } else {
        #expect(registered[pathExtension]?.contains(type) == true, "\(pathExtension): \(type), registered \(registered[pathExtension] ?? [])")
      }
    }
  }

  @Test func anExtensionIsReadInAnyCase() {
    #expect(MIMETypes.type(ofExtension: "PNG") == "image/png")
  }

  @Test func anUnknownExtensionIsOpaqueBytes() {
    #expect(MIMETypes.type(ofExtension: "exe") == "application/octet-stream")
    #expect(MIMETypes.type(ofExtension: "") == "application/octet-stream")
  }

  @Test(arguments: [("html", "text/html; charset=utf-8"), ("json", "application/json; charset=utf-8"), ("png", "image/png")])
  func textIsDeclaredUTF8(_ pathExtension: String, _ contentType: String) {
    #expect(MIMETypes.contentType(ofExtension: pathExtension) == contentType)
  }
}
