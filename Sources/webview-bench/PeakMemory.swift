import Foundation

/// The peak resident memory of a process.
enum PeakMemory {
  /// This process's peak resident set size in kilobytes (`VmHWM` in `/proc/self/status`, or
  /// `getrusage` where there is no `/proc`).
  static func currentProcessKilobytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    {
      return value
    }
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / 1_024
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss)
    #endif
  }
}
