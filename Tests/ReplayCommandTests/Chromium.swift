import Foundation

/// Headless Chromium, run as a process per page: the DOM after the page's scripts ran, or a
/// screenshot. Each run gets its own profile folder, removed afterwards.
enum Chromium {
  /// The browser: `CHROMIUM` if set, else the first of `chromium`, `chromium-browser`,
  /// `google-chrome` on `PATH`; `nil` when there is none (`Scripts/ensure-command.sh chromium`
  /// installs it).
  static let executable: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CHROMIUM"] { return URL(fileURLWithPath: path) }
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
        return URL(fileURLWithPath: folder + "/" + name)
      }
    }
    return nil
  }()

  /// Whether the page's tests run: when there is a browser, or when `WEBVIEWCORE_REQUIRE_CHROMIUM`
  /// is 1 (CI sets it, so a missing browser fails the tests instead of skipping them).
  static var isRequiredOrAvailable: Bool {
    executable != nil || ProcessInfo.processInfo.environment["WEBVIEWCORE_REQUIRE_CHROMIUM"] == "1"
  }

  /// How long one browser run may take before it is ended and the test fails.
  static let timeout: TimeInterval = 120

  /// The serialized DOM of `page` (a file URL, with a fragment if wanted) after its scripts ran.
  static func dumpDOM(_ page: URL) async throws -> String {
    try await run(["--dump-dom", page.absoluteString])
  }

  /// Takes a screenshot of `page` at `width` × `height` into `png`.
  static func screenshot(_ page: URL, to png: URL, width: Int, height: Int) async throws {
    _ = try await run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars", page.absoluteString])
  }

  private static func run(_ arguments: [String]) async throws -> String {
    guard let executable else { throw BrowserFailure(reason: "no Chromium on PATH") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("stdout")
    let errors = folder.appendingPathComponent("stderr")
    try Data().write(to: output)
    try Data().write(to: errors)
    let process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      ] + arguments
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    process.standardInput = FileHandle.nullDevice
    let exit = ProcessExit(process)
    try process.run()
    guard await exit.wait(timeout: timeout) else {
      process.terminate()
      if await !exit.wait(timeout: 5) { kill(process.processIdentifier, SIGKILL) }
      throw BrowserFailure(reason: "Chromium did not finish within \(Int(timeout)) s")
    }
    guard process.terminationStatus == 0 else {
      let reason = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw BrowserFailure(reason: "Chromium exited with \(process.terminationStatus): \(reason.suffix(2_000))")
    }
    return try String(contentsOf: output, encoding: .utf8)
  }
}

struct BrowserFailure: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}
