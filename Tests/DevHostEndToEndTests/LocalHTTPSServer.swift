import Foundation
import TestSupport
import Testing

@testable import WebViewDevHost

/// A Node server of `Tests/Node` on 127.0.0.1 over `https:`, on a certificate `openssl` makes for
/// the test, for what the served folder cannot play: a real server's challenges and headers.
@MainActor
enum LocalHTTPSServer {
  /// Runs `body` with the root URL of `script` (given the certificate's and the key's paths; it
  /// prints its port once listening); the server and its files are gone when it returns.
  static func run(_ script: String, _ body: (URL) async throws -> Void) async throws {
    let scratch = TemporaryFolder()
    let (cert, key) = (scratch.url.appendingPathComponent("cert.pem"), scratch.url.appendingPathComponent("key.pem"))
    let openssl = Process()
    openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    openssl.arguments = [
      "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path, "-out", cert.path, "-days", "1",
      "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
    ]
    openssl.standardOutput = FileHandle.nullDevice
    openssl.standardError = FileHandle.nullDevice
    try openssl.run()
    openssl.waitUntilExit()
    try #require(openssl.terminationStatus == 0, "openssl could not make the test's certificate")
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = ["node", NodeProcess.nodeTestsDirectory.appendingPathComponent(script).path, cert.path, key.path]
    let output = Pipe()
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
      server.terminate()
      server.waitUntilExit()
    }
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    let port = try #require(Int(line.trimmingCharacters(in: .whitespacesAndNewlines)), "the server printed no port: \(line)")
    try await body(try #require(URL(string: "https://127.0.0.1:\(port)/")))
  }

  /// Tells the devhost's Chromium to take the test's own certificate.
  static func trustItsCertificate(in devhost: DevHost) async throws {
    _ = try await devhost.webView.connection.send("Security.setIgnoreCertificateErrors", ["ignore": true], session: devhost.webView.session)
  }
}
