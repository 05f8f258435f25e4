import Foundation

/// The command line, parsed by hand (the package has no dependencies).
struct DevHostArguments: Equatable {
  var page: String?
  var url: String?
  var config: String?
  var answers: String?
  var log: String?
  var downloads: String?
  var isHeaded = false
  var isOffline = false
  var exitsAfterLoad = false
  var showsHelp = false

  static let usage = """
    webview-devhost: a page in headless Chromium behind the real WebViewFeature core.

    usage: webview-devhost (--page FILE | --url URL) [options]
      --page FILE        serve FILE's folder at the configured origin and open FILE
      --url URL          open URL instead (your dev server, e.g. http://localhost:3000/)
      --config FILE      configuration (JSON: configuration, plugins, appInfo, origin); default:
                         devhost.json beside the --page file, else allow and trust the page's host
      --answers FILE     answers to the page's panels, in order (JSON array: "ok", true, "text", null)
      --log FILE         write the action log (check it with: webview-replay --verify FILE)
      --downloads DIR    keep the page's downloads in DIR (default: the session's temporary
                         folder, removed when it ends); the configuration's downloads decide
      --show             show a browser window (headless by default)
      --offline          resolve no host name: nothing leaves this machine
      --exit-after-load  quit once the first page finished loading (for scripts and CI)
      -h, --help

    While it runs, type a command and Enter: reload, crash, online, offline, background,
    foreground, token TEXT, signout, load URL, eval JS, state, quit. Panels without a scripted
    answer are asked here (alert: Enter; confirm: y or n; prompt: text, empty for the default,
    !cancel to cancel).
    """

  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws(UsageError) -> String {
        guard let next = remaining.popFirst() else { throw .missingValue(argument) }
        return next
      }
      switch argument {
      case "-h", "--help": showsHelp = true
      case "--page": page = try value()
      case "--url": url = try value()
      case "--config": config = try value()
      case "--answers": answers = try value()
      case "--log": log = try value()
      case "--downloads": downloads = try value()
      case "--show": isHeaded = true
      case "--offline": isOffline = true
      case "--exit-after-load": exitsAfterLoad = true
      default: throw .unknownOption(argument)
      }
    }
    guard showsHelp || (page == nil) != (url == nil) else { throw .needsOnePage }
  }
}

/// A command line the devhost cannot run; the message says what to change.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case missingValue(String)
  case unknownOption(String)
  case needsOnePage

  var description: String {
    switch self {
    case .missingValue(let option): "\(option) needs a value."
    case .unknownOption(let option): "Unknown option \(option) (see --help)."
    case .needsOnePage: "Give exactly one of --page FILE or --url URL."
    }
  }
}
