import ActionLog
import Foundation
import JSON
import WebViewFeature

#if canImport(Glibc)
  import Glibc
#endif

// Arbitrary lines -> ActionLogReader for WebViewFeature -> entries or errors.
// Invariants: no crash; opening fails only with a header error naming line 1 (or `empty`); every
// entry line either decodes or throws malformedLine with a reason and a line number that grows
// and stays within the input; reading never fails otherwise and always reaches the end.
// The first byte's low bit prepends a valid header, so most runs exercise entry lines; its bit 3
// picks a format 2 header that records calls, so the reader reads one entry ahead.

private let header =
  Array(
    #"{"format":"webview-core.action-log","version":1,"feature":"WebViewFeature","start":1718000000.25,"metadata":{"app":"fuzz"}}"#
      .utf8) + [0x0A]
private let headerWithCalls =
  Array(
    #"{"format":"webview-core.action-log","version":2,"feature":"WebViewFeature","schema":1,"calls":true,"start":1718000000.25}"#
      .utf8) + [0x0A]
private let file: Int32 = {
  let directory = ProcessInfo.processInfo.environment["FUZZ_SCRATCH_DIR"] ?? NSTemporaryDirectory()
  let path = directory + "/log-reader-input-\(getpid()).jsonl"
  let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
  invariant(descriptor >= 0, "cannot create the scratch file \(path)")
  unlink(path)
  return descriptor
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let flags = input.byte()
  let bytes = (flags & 1 == 1 ? (flags & 8 == 8 ? headerWithCalls : header) : []) + input.rest()
  invariant(ftruncate(file, 0) == 0 && pwrite(file, bytes, bytes.count, 0) == bytes.count, "cannot write the input")
  lseek(file, 0, SEEK_SET)
  let lineCount = bytes.count { $0 == 0x0A } + 1

  let handle = FileHandle(fileDescriptor: file, closeOnDealloc: false)
  let reader: ActionLogReader<WebViewFeature.State, WebViewFeature.Action>
  do {
    reader = try ActionLogReader(
      fileHandle: handle, feature: flags & 2 == 2 ? "WebViewFeature" : nil, decodesCheckpoints: flags & 4 == 0)
  } catch {
    switch error {
    case .empty, .notAnActionLog(line: 1, _), .unsupportedVersion, .featureMismatch:
      invariant(!error.description.isEmpty, "an error without a description")
    default:
      invariant(false, "opening failed with \(error)")
    }
    return 0
  }
  var lastLine = reader.lineNumber
  var steps = 0
  while true {
    steps += 1
    invariant(steps <= lineCount + 1, "the reader did not reach the end of \(lineCount) lines")
    do {
      guard try reader.next() != nil else { break }
      invariant(reader.lineNumber > lastLine, "an entry did not move the line number on")
    } catch {
      guard case .malformedLine(let line, let reason) = error else {
        invariant(false, "reading failed with \(error)")
        return 0
      }
      invariant(line > lastLine && line <= lineCount && !reason.isEmpty, "bad malformedLine(\(line), \(reason))")
      invariant(error.isSkippable && error.line == line, "malformedLine is not skippable or names another line")
    }
    lastLine = reader.lineNumber
  }
  invariant(reader.bytesRead == bytes.count, "read \(reader.bytesRead) of \(bytes.count) bytes")
  return 0
}
