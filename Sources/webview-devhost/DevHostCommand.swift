import BridgeClient
import Foundation
import StoreRuntime
import WebViewDevHost
import WebViewFeature

/// The `webview-devhost` command: builds a session from the arguments, prints the live log, runs
/// the terminal's commands and ends everything cleanly on `quit`, Ctrl-C or end of input.
@MainActor
final class DevHostCommand {
  private let arguments: DevHostArguments
  private var devhost: DevHost?
  private var pendingAnswer: CheckedContinuation<String?, Never>?
  private var signalSources: [any DispatchSourceSignal] = []

  init(arguments: DevHostArguments) {
    self.arguments = arguments
  }

  /// Runs the session; returns the exit status.
  func run() async -> Int32 {
    let options: DevHostOptions
    do {
      options = try makeOptions()
    } catch {
      printError("webview-devhost: \(error)")
      return 2
    }
    let devhost: DevHost
    do {
      devhost = try await DevHost.launch(options) { say($0) }
    } catch {
      printError("webview-devhost: \(error)")
      return 1
    }
    self.devhost = devhost
    say(
      "webview-devhost: \(devhost.browserVersion) \(options.isHeaded ? "with a window" : "headless")"
        + (options.pageFolder.map { ", serving \($0.path) at \(options.settings.origin.absoluteString)" } ?? ""))
    if let log = options.actionLog { say("webview-devhost: recording to \(log.path)") }
    let interactive = TerminalInput.isInteractive && !arguments.exitsAfterLoad
    if interactive {
      let scripted = devhost.answerDialog
      devhost.answerDialog = { [weak self] dialog in
        let result = await scripted(dialog)
        guard result == dialog.defaultResult, let self else { return result }
        return await self.ask(dialog) ?? result
      }
    }
    let finished = AsyncStream<Int32>.makeStream()
    devhost.onBrowserClosed = { finished.continuation.yield(1) }
    handleSignals { finished.continuation.yield(130) }
    devhost.start()
    if arguments.exitsAfterLoad {
      Task {
        do {
          try await devhost.waitUntil("the first page to finish loading", timeout: .seconds(60)) {
            devhost.store.state.isPageReady && !devhost.store.state.isLoading
          }
          // Replies to what the page sent while loading are still on their way.
          try await Task.sleep(for: .milliseconds(500))
          finished.continuation.yield(devhost.store.state.error == nil ? 0 : 1)
        } catch {
          printError("webview-devhost: \(error)")
          finished.continuation.yield(1)
        }
      }
    } else {
      // The end of standard input (a background run, `< /dev/null`) does not end the session:
      // `quit`, Ctrl-C or SIGTERM do.
      Task {
        for await line in TerminalInput.lines() {
          if let pendingAnswer {
            self.pendingAnswer = nil
            pendingAnswer.resume(returning: line)
          } else if !self.perform(line) {
            finished.continuation.yield(0)
            return
          }
        }
      }
    }
    var status: Int32 = 0
    for await code in finished.stream {
      status = code
      break
    }
    pendingAnswer?.resume(returning: nil)
    pendingAnswer = nil
    if let error = await devhost.close() {
      printError("webview-devhost: the action log could not be written: \(error)")
      status = max(status, 1)
    }
    if let log = options.actionLog { say("webview-devhost: action log written to \(log.path)") }
    return status
  }

  private func makeOptions() throws -> DevHostOptions {
    let answers = try arguments.answers.map { try DialogAnswers(contentsOf: URL(fileURLWithPath: $0)) } ?? DialogAnswers([])
    let log = arguments.log.map { URL(fileURLWithPath: $0) }
    var options = try makeOptions(answers: answers, log: log)
    options.downloadsFolder = arguments.downloads.map { URL(fileURLWithPath: $0, isDirectory: true) }
    return options
  }

  private func makeOptions(answers: DialogAnswers, log: URL?) throws -> DevHostOptions {
    var settings = DevHostSettings()
    if let page = arguments.page {
      let file = URL(fileURLWithPath: page).standardizedFileURL
      let folder = file.deletingLastPathComponent()
      settings = try loadSettings(default: folder.appendingPathComponent("devhost.json"))
      let options = DevHostOptions(
        page: file.lastPathComponent, in: folder, settings: settings, dialogAnswers: answers,
        isHeaded: arguments.isHeaded, isOffline: arguments.isOffline, actionLog: log)
      return options.trustingItsOwnPage(settingsFound: arguments.config != nil || hasFile(folder, "devhost.json"))
    }
    guard let url = URL(string: arguments.url ?? ""), url.host != nil else {
      throw DevHostError.invalidFile(path: arguments.url ?? "", reason: "not an absolute URL")
    }
    settings = try loadSettings(default: nil)
    let options = DevHostOptions(
      startURL: url, settings: settings, dialogAnswers: answers, isHeaded: arguments.isHeaded,
      isOffline: arguments.isOffline, actionLog: log)
    return options.trustingItsOwnPage(settingsFound: arguments.config != nil)
  }

  private func loadSettings(default file: URL?) throws -> DevHostSettings {
    if let config = arguments.config { return try DevHostSettings(contentsOf: URL(fileURLWithPath: config)) }
    if let file, FileManager.default.fileExists(atPath: file.path) { return try DevHostSettings(contentsOf: file) }
    return DevHostSettings()
  }

  private func hasFile(_ folder: URL, _ name: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  /// Runs one terminal command; `false` ends the session.
  private func perform(_ line: String) -> Bool {
    guard let devhost else { return false }
    let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
    let argument = words.count > 1 ? words[1] : ""
    switch words.first ?? "" {
    case "": break
    case "quit", "exit": return false
    case "reload": devhost.store.send(.reload)
    case "crash": devhost.webView.crashRenderer()
    case "online": devhost.host.networkChanged(isOnline: true)
    case "offline": devhost.host.networkChanged(isOnline: false)
    case "background": devhost.host.appWillResignActive()
    case "foreground":
      devhost.host.appDidBecomeActive(webViewURL: devhost.store.state.url, webViewTitle: devhost.store.state.title)
    case "token": devhost.store.send(.accessTokenChanged(argument))
    case "signout": devhost.store.send(.accessTokenChanged(nil))
    case "load":
      if let url = URL(string: argument), url.scheme != nil { devhost.store.send(.load(url)) } else { say("load needs an absolute URL") }
    case "eval":
      Task {
        do {
          say("= \(try await devhost.webView.evaluate(argument, awaitingPromise: true).jsonText())")
        } catch {
          say("! \(error)")
        }
      }
    case "state": say(StateDiff.render(devhost.store.state))
    default:
      say(
        "unknown command \(line.debugDescription); type reload, crash, online, offline, background, foreground, token TEXT, signout, load URL, eval JS, state or quit"
      )
    }
    return true
  }

  private func ask(_ dialog: JSDialog) async -> DialogResult? {
    switch dialog.kind {
    case .alert: say("alert \(dialog.message.debugDescription) — press Enter")
    case .confirm: say("confirm \(dialog.message.debugDescription) — y or n")
    case .prompt(let defaultText):
      say("prompt \(dialog.message.debugDescription) — type the text (empty: \((defaultText ?? "").debugDescription), !cancel: cancel)")
    case .fileInput(let allowsMultipleSelection, _):
      say("file input — type the path of a file\(allowsMultipleSelection ? " (several: separated by |)" : "") to upload (empty: cancel)")
    case .permission(let permissions):
      // Chromium reports no permission request; a host that did would come here.
      say("\(dialog.origin ?? "the page") asks for \(permissions.map(\.rawValue).joined(separator: " and ")) — y or n")
    case .credentials(let request):
      say("\(request.host) asks for a user name and password — type user:password (empty: cancel)")
    case .clientCertificate(let request):
      // The reducer answers these itself; a host that showed one would come here.
      say("\(request.host) asks for a client certificate — y or n")
    }
    guard let line = await withCheckedContinuation({ pendingAnswer = $0 }) else { return nil }
    switch dialog.kind {
    case .alert: return .alertDismissed
    case .confirm: return .confirmed(line.lowercased().hasPrefix("y"))
    case .prompt(let defaultText):
      if line == "!cancel" { return .prompted(nil) }
      return .prompted(line.isEmpty ? defaultText ?? "" : line)
    case .fileInput:
      let paths = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      return .filesSelected(paths.isEmpty ? nil : paths.map { URL(fileURLWithPath: $0) })
    case .permission:
      return .permissionDecided(granted: line.lowercased().hasPrefix("y"))
    case .credentials:
      guard let colon = line.firstIndex(of: ":") else { return .credentialsProvided(nil) }
      return .credentialsProvided(Credentials(user: String(line[..<colon]), password: String(line[line.index(after: colon)...])))
    case .clientCertificate:
      return .clientCertificateChosen(line.lowercased().hasPrefix("y"))
    }
  }

  private func handleSignals(_ stop: @escaping @MainActor () -> Void) {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { MainActor.assumeIsolated { stop() } }
      source.resume()
      signalSources.append(source)
    }
  }

  private func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}

extension DevHostOptions {
  /// Without a configuration file a page would be refused everything (the defaults allow no
  /// host), so the page's own host is allowed and trusted, and the log says so.
  func trustingItsOwnPage(settingsFound: Bool) -> DevHostOptions {
    guard !settingsFound, let host = startURL.host else { return self }
    var options = self
    options.settings.configuration.navigation.allowedHosts = HostAllowList([host])
    if startURL.scheme?.lowercased() == "http" {
      // A development server over cleartext: trusted as such, and the log says what that means.
      options.settings.configuration.bridge.cleartextOrigins = HostAllowList([host])
      say(
        "webview-devhost: no configuration file; allowing and trusting \(host) only, over http: (cleartext: anyone on its network can call the bridge)"
      )
    } else {
      options.settings.configuration.bridge.trustedOrigins = HostAllowList([host])
      say("webview-devhost: no configuration file; allowing and trusting \(host) only")
    }
    return options
  }
}

/// Writes a line to standard output at once: the live log must not wait in a buffer when the
/// output goes to a pipe or a file.
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
