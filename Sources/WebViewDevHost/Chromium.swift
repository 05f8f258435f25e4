import BridgeClient
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Chromium child process driven over `--remote-debugging-pipe`, with a profile folder of its
/// own that is removed when it ends.
@MainActor
final class Chromium {
  /// The DevTools connection to the browser.
  let connection: DevToolsConnection
  /// The browser's product and version, e.g. `Chrome/131.0.6778.85`.
  private(set) var product = ""
  private let process: ChildProcess
  /// The browser's temporary folder: its profile and its output.
  let folder: URL
  /// The browser's process id, which is also the id of its process group.
  var processID: Int32 { process.pid }
  private var isClosed = false

  /// Names tried on `PATH` when `CHROMIUM` is not set, in order.
  nonisolated static let executableNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]

  /// The browser to start: `CHROMIUM` if set, else the first of ``executableNames`` on `PATH`.
  nonisolated static func findExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let path = environment["CHROMIUM"], !path.isEmpty { return path }
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    for name in executableNames {
      for folder in folders {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }

  /// Starts the browser: headless unless `headed`; with `offline`, no host name resolves (nothing
  /// leaves the machine; the devhost's own served origin never needs DNS).
  static func launch(headed: Bool, offline: Bool, extraArguments: [String] = []) async throws -> Chromium {
    guard let executable = findExecutable() else {
      throw DevHostError.browserNotFound(searched: ["$CHROMIUM"] + executableNames)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webview-devhost-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent("profile"), withIntermediateDirectories: true)
    } catch {
      throw DevHostError.launchFailed("cannot create \(folder.path): \(error)")
    }
    var arguments = [
      "--remote-debugging-pipe",
      "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      // One renderer for the page and its iframes, so one DevTools session sees every frame; and
      // no back-forward cache, whose restores skip the document request the kit decides (WebKit
      // asks its navigation delegate for every back-forward navigation).
      "--disable-features=IsolateOrigins,site-per-process,Translate,MediaRouter,BackForwardCache",
      "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-extensions",
      "--disable-breakpad", "--disable-crash-reporter", "--metrics-recording-only", "--no-pings",
      "--mute-audio", "--password-store=basic", "--use-mock-keychain",
    ]
    if !headed { arguments.append("--headless=new") }
    // Chromium's sandbox refuses to start as root; a devhost run as root (CI, containers) has to
    // go without it, as every headless test runner does.
    if getuid() == 0 { arguments.append("--no-sandbox") }
    if offline { arguments.append("--host-resolver-rules=MAP * ~NOTFOUND") }
    arguments += extraArguments
    arguments.append("about:blank")
    // Chromium keeps crash reports and caches under the home folder whatever the profile says;
    // a home inside the temporary folder keeps a crashed renderer's report from outliving the run.
    var environment = ProcessInfo.processInfo.environment
    for key in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] { environment[key] = folder.path }
    let process: ChildProcess
    do {
      process = try ChildProcess(
        executable: executable, arguments: arguments, environment: environment,
        outputFile: folder.appendingPathComponent("chromium.log"))
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    let chromium = Chromium(process: process, folder: folder)
    do {
      let version = try await chromium.connection.send("Browser.getVersion")
      chromium.product = version["product"]?.stringValue ?? ""
    } catch {
      await chromium.close()
      throw error
    }
    return chromium
  }

  private init(process: ChildProcess, folder: URL) {
    self.process = process
    self.folder = folder
    connection = DevToolsConnection(pipe: DevToolsPipe(writeFD: process.toChild, readFD: process.fromChild))
  }

  /// The browser's own output (for a failure report), or `""`.
  var output: String {
    (try? String(contentsOf: folder.appendingPathComponent("chromium.log"), encoding: .utf8)) ?? ""
  }

  /// Ends the browser and everything it started, and removes its profile folder. Asks politely
  /// first (`Browser.close`), then ends the process group. Calling it again does nothing.
  func close() async {
    guard !isClosed else { return }
    isClosed = true
    if !connection.isClosed {
      connection.post("Browser.close")
      _ = await process.waitForExit(timeout: .seconds(3))
    }
    await process.terminate(grace: .seconds(2))
    connection.closePipe()
    try? FileManager.default.removeItem(at: folder)
  }
}
