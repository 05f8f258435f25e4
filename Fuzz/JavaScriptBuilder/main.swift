import BridgeClient
import Foundation
import JSON

// Arbitrary strings and numbers -> script -> read back by an independent strict reader.
// Invariants: the script is exactly `fuzz.check(…)` with data-only arguments, and every string
// and number reads back identical (same Unicode scalars, same bits). A sample of the scripts is
// saved for Fuzz/JavaScriptBuilder/check-sample.mjs, which checks them in Node.

private let function = try! JSFunctionPath(validating: "fuzz.check")
private let unlimited = JSONLimits(maxDepth: 16, maxBytes: .max, maxStringLength: .max, maxElements: .max)
nonisolated(unsafe) private var runs = 0
nonisolated(unsafe) private var saved = 0
private let sampleDirectory = ProcessInfo.processInfo.environment["FUZZ_SCRATCH_DIR"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let mode = input.choice(3)
  var bitPattern: UInt64 = 0
  for _ in 0..<8 { bitPattern = bitPattern << 8 | UInt64(input.byte()) }
  let number = Double(bitPattern: bitPattern)
  let text = makeString(mode: mode, from: input.rest())

  var members: [String: JSONValue] = ["__proto__": .array([.string(text)])]
  members[text] = .string(text)
  let object = JSONValue.object(members)
  let arguments: [JSONValue] = [.string(text), object, .number(number.isFinite ? number : 0)]
  let script: String
  do {
    script = try JavaScript.call(function, arguments)
  } catch {
    fatalError("invariant broken: finite arguments were refused: \(error)")
  }
  let call: ScriptCall
  do {
    call = try ScriptCall(parsing: script)
  } catch {
    fatalError("invariant broken: \(error) in \(script.debugDescription)")
  }
  invariant(call.function == "fuzz.check", "the script calls \(call.function)")
  invariant(
    call.arguments.count == 3 && identical(call.arguments[0], arguments[0]) && identical(call.arguments[1], object),
    "the string did not survive: \(text.debugDescription) -> \(script.debugDescription)")
  if case .number(let back) = call.arguments[2] {
    invariant(back.bitPattern == (number.isFinite ? number : 0).bitPattern, "the number \(number) came back as \(back)")
  }

  do {
    _ = try JavaScript.literal(.number(number))
    invariant(number.isFinite, "a non-finite number was written")
  } catch {
    invariant(!number.isFinite, "a finite number was refused")
  }

  let json = JSONValue.string(text).jsonText()
  do {
    let back = try JSONValue(jsonText: json, limits: unlimited)
    invariant(identical(back, .string(text)), "JSON text of \(text.debugDescription) does not parse back")
  } catch {
    fatalError("invariant broken: JSON text \(json.debugDescription) does not parse: \(error)")
  }

  save(text: text, script: script)
  return 0
}

/// Strings three ways, so that replacement characters, surrogate halves and every scalar occur.
private func makeString(mode: Int, from bytes: [UInt8]) -> String {
  switch mode {
  case 0:
    return String(decoding: bytes, as: UTF8.self)
  case 1:
    let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
    return String(decoding: units, as: UTF16.self)
  default:
    var scalars = String.UnicodeScalarView()
    for start in stride(from: 0, to: bytes.count - 2, by: 3) {
      let value = (UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])) % 0x11_0000
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return String(scalars)
  }
}

/// The first 200 cases, then every 500th, at most 2,000 in all.
private func save(text: String, script: String) {
  runs += 1
  guard let sampleDirectory, saved < 2_000, runs <= 200 || runs % 500 == 0 else { return }
  saved += 1
  let base = URL(fileURLWithPath: sampleDirectory).appendingPathComponent(String(saved))
  try? Data(text.utf8).write(to: base.appendingPathExtension("txt"))
  try? Data(script.utf8).write(to: base.appendingPathExtension("js"))
}
