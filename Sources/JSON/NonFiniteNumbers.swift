import Foundation

/// How log lines write `Double`s that JSON has no number for.
///
/// A host may forward a WebKit value unchecked (an `estimatedProgress` of NaN), and the log must
/// still record and replay that action rather than fail. Non-finite numbers are written as the
/// strings `"NaN"`, `"Infinity"` and `"-Infinity"`, the same spelling the configuration in a
/// log's header uses.
package enum NonFiniteNumbers {
  package static let decoding = JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
    positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")

  /// How `number`, which is not finite, is written: `"NaN"`, `"Infinity"` or `"-Infinity"`.
  package static func spelling(of number: Double) -> String {
    number.isNaN ? "NaN" : number < 0 ? "-Infinity" : "Infinity"
  }
}
