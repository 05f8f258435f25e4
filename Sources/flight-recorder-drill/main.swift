import ActionLog
import BridgeClient
import Foundation
import StoreRuntime
import WebViewFeature
import WebViewFeatureLogs

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A fire drill for the flight recorder: records a WebViewFeature session (page loads, progress,
// bridge messages with replies, their calls) into a new flight-recorder file in FOLDER, and can
// die inside the reducer of a chosen action. Tests and CI kill it, or let it die, at random
// points and check that the file it leaves recovers into a log that replays.
//
//   flight-recorder-drill FOLDER [--file-size BYTES] [--actions N] [--crash-at K --by abort|trap]
//
// Prints "recording" once the recorder is attached, and "recorded N" when it ends by itself.

struct Options {
  var folder: URL
  var fileSize = 32 * 1024
  var actions = Int.max
  var crashAt: Int?
  var crashByTrap = false

  init(_ arguments: [String]) throws(DrillError) {
    guard let folder = arguments.first, !folder.hasPrefix("-") else { throw .usage }
    self.folder = URL(fileURLWithPath: folder)
    var rest = arguments.dropFirst()
    while let option = rest.popFirst() {
      guard let value = rest.popFirst() else { throw .usage }
      switch option {
      case "--file-size": fileSize = try Self.number(value)
      case "--actions": actions = try Self.number(value)
      case "--crash-at": crashAt = try Self.number(value)
      case "--by":
        guard ["abort", "trap"].contains(value) else { throw .usage }
        crashByTrap = value == "trap"
      default: throw .usage
      }
    }
  }

  private static func number(_ text: String) throws(DrillError) -> Int {
    guard let number = Int(text), number > 0 else { throw .usage }
    return number
  }
}

enum DrillError: Error {
  case usage
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data("usage: flight-recorder-drill FOLDER [--file-size BYTES] [--actions N] [--crash-at K --by abort|trap]\n".utf8))
  exit(2)
}

let home = URL(string: "https://app.example.com/")!
let frame = BridgeFrame(url: home, isMainFrame: true)
let configuration = WebViewFeature.Configuration(
  navigation: NavigationPolicy(allowedHosts: HostAllowList(["example.com"])),
  bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["example.com"])))

/// One page load and two bridge messages that each get a reply; `page` varies the values. Every
/// fifth page also sends a photo, too large for a record of the ring: the message and its reply
/// are recorded elided.
func cycle(_ page: Int) -> [WebViewFeature.Action] {
  let url = URL(string: "https://app.example.com/page/\(page)")!
  let load = LoadID(UInt64(page))
  let photo: [WebViewFeature.Action] =
    page % 5 == 0
    ? [
      .scriptMessageReceived(
        body: ["type": "greeting", "data": ["photo": .string(String(repeating: "QUJD", count: 2_500))], "callback": "onReply"], frame: frame)
    ]
    : []
  return photo + [
    .loadStarted(load, url: url),
    .progressChanged(0.25),
    .loadCommitted(load, url: url),
    .progressChanged(0.75),
    .titleChanged("Page \(page)"),
    .loadFinished(load),
    .scriptMessageReceived(body: ["type": "showToast", "data": ["message": .string("Saved \(page)")], "callback": "onReply"], frame: frame),
    .toastShown,
    .scriptMessageReceived(body: ["type": "greeting", "data": ["n": .number(Double(page))], "callback": "onReply"], frame: frame),
  ]
}

let appInfo = AppInfo(appVersion: "1.0", build: "1", osVersion: "drill", device: "drill")
let reduced = LockIsolated(0)
let store = Store(
  initialState: WebViewFeature.State(),
  reducer: CombineReducers {
    Reduce<WebViewFeature.State, WebViewFeature.Action> { _, _ in
      let count = reduced.withValue { count -> Int in
        count += 1
        return count
      }
      if count == options.crashAt {
        if options.crashByTrap { fatalError("flight-recorder-drill: the planned crash in the reducer of action \(count)") }
        abort()
      }
      return .none
    }
    WebViewFeature(configuration: configuration)
  }
) {
  $0.webView = .noop
  $0.bridgeClient = .noop
  $0.appInfo = appInfo
  $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000))
}

let recorder: ActionRecorder<WebViewFeature.State, WebViewFeature.Action>
do {
  recorder = try ActionRecorder(
    screen: store, configuration: configuration,
    destination: .flightRecorder(folder: options.folder, fileSize: options.fileSize), checkpointInterval: 50)
} catch {
  FileHandle.standardError.write(Data("flight-recorder-drill: \(error)\n".utf8))
  exit(1)
}
// Unbuffered: the parent waits for this line before it picks the instant to kill.
FileHandle.standardOutput.write(Data("recording\n".utf8))
var sent = 0
var page = 1
sending: while true {
  for action in cycle(page) {
    guard sent < options.actions else { break sending }
    await store.send(action).finish()
    sent += 1
  }
  page += 1
}
do {
  try await recorder.flush()
} catch {
  FileHandle.standardError.write(Data("flight-recorder-drill: \(error)\n".utf8))
  exit(1)
}
FileHandle.standardOutput.write(Data("recorded \(recorder.entryCount)\n".utf8))
