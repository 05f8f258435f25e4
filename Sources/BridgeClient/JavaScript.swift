import JSON

/// The one builder for every script the bridge sends to a page.
///
/// Scripts are function calls whose arguments are literals produced from `JSONValue`, so data
/// can never become code. Strings survive byte for byte: quotes, backslashes and control
/// characters use JSON escapes; `<` and `>` are written as `\u003c`/`\u003e` (so `</script>` and
/// `<!--` are harmless inside an HTML `<script>` element); U+2028/U+2029 are written as
/// `\u2028`/`\u2029` (raw, they end a string in engines before ES2019); everything else,
/// including emoji and other non-BMP characters, is copied as UTF-8. A Swift `String` cannot hold a
/// lone UTF-16 surrogate, so none can be emitted.
///
/// A literal is a JSON text, with one exception: an object key `__proto__` is written as the
/// computed key `["__proto__"]`, because in an object literal a plain `"__proto__":` key sets the
/// prototype instead of creating the own property `JSON.parse` would create.
public enum JavaScript {
  /// `function(arg1, arg2, ...)` with each argument a JSON literal safe inside `<script>` and for
  /// `evaluateJavaScript`.
  ///
  /// The result is an expression with no trailing semicolon. Throws
  /// ``JavaScriptError/nonFiniteNumber`` when an argument contains NaN or an infinity; `function`
  /// is already validated by ``JSFunctionPath``. Pure: safe to call any number of times.
  public static func call(_ function: JSFunctionPath, _ arguments: [JSONValue]) throws(JavaScriptError)
    -> String
  {
    var writer = JSONWriter(mode: .script, capacity: function.rawValue.utf8.count + 64)
    writer.appendRaw(function.rawValue)
    writer.appendASCII("(")
    for (index, argument) in arguments.enumerated() {
      if index > 0 { writer.appendASCII(",") }
      writer.write(argument)
    }
    writer.appendASCII(")")
    if writer.foundNonFiniteNumber { throw .nonFiniteNumber }
    return writer.makeString()
  }

  /// ``call(_:_:)`` guarded so that it does nothing on a page where `function` does not exist.
  ///
  /// `typeof a!=="undefined"&&a!==null&&a.b!=null&&typeof a.b.c==="function"&&a.b.c(…)`: every
  /// object on the path is checked before it is read (`typeof` is the only test an undeclared
  /// name survives), so a page that never loaded `bridge.js`, or that has something else under
  /// the same name, throws nothing. On a page where the function exists the call is the one
  /// ``call(_:_:)`` makes. Throws like ``call(_:_:)``.
  public static func callIfDefined(_ function: JSFunctionPath, _ arguments: [JSONValue]) throws(JavaScriptError)
    -> String
  {
    let call = try call(function, arguments)
    let segments = function.rawValue.split(separator: ".")
    var guarded = ""
    guarded.reserveCapacity(call.utf8.count + function.rawValue.utf8.count * (segments.count + 1) + 48)
    var prefix = String(segments[0])
    if segments.count > 1 {
      guarded += "typeof \(prefix)!==\"undefined\"&&\(prefix)!==null&&"
      for segment in segments.dropFirst().dropLast() {
        prefix += "." + segment
        guarded += "\(prefix)!=null&&"
      }
      prefix = function.rawValue
    }
    guarded += "typeof \(prefix)===\"function\"&&"
    guarded += call
    return guarded
  }

  /// A single JSON literal for `value`, safe for embedding (used by ``call(_:_:)``).
  ///
  /// Throws ``JavaScriptError/nonFiniteNumber`` when `value` contains NaN or an infinity.
  public static func literal(_ value: JSONValue) throws(JavaScriptError) -> String {
    var writer = JSONWriter(mode: .script)
    writer.write(value)
    if writer.foundNonFiniteNumber { throw .nonFiniteNumber }
    return writer.makeString()
  }

  /// `text` as a JavaScript string literal, written as ``literal(_:)`` writes strings: for scripts that
  /// carry text the app chose (a token, a storage key, a host), which can never throw.
  package static func quoted(_ text: String) -> String {
    var writer = JSONWriter(mode: .script)
    writer.write(.string(text))
    return writer.makeString()
  }
}
