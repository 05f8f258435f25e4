import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cuts lines to a width, marking the cut with `…`.
struct LineFitter {
  /// The most characters a line may have; `nil` for no limit.
  let width: Int?

  /// The width for standard output: none with `--wide`; else `COLUMNS` when set; else the
  /// terminal's width when standard output is a terminal; else none (a file or a pipe keeps
  /// whole lines).
  static func forStandardOutput(isWide: Bool, environment: [String: String]) -> LineFitter {
    if isWide { return LineFitter(width: nil) }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return LineFitter(width: max(columns, 20)) }
    var size = winsize()
    guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return LineFitter(width: nil)
    }
    return LineFitter(width: max(Int(size.ws_col), 20))
  }

  /// `line`, cut to ``width`` characters with a final `…` when longer.
  func fit(_ line: String) -> String {
    guard let width, line.count > width else { return line }
    return String(line.prefix(width - 1)) + "…"
  }
}
