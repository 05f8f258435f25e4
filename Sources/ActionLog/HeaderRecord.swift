import Foundation

/// The two fields that decide whether the rest of a header can be read at all.
struct HeaderPreamble: Decodable {
  var format: String?
  var version: Int?

  /// The log's schema version, once the format is an action log's and the version one this
  /// build reads.
  static func check(_ preamble: HeaderPreamble) throws(ActionLogError) -> Int {
    let formatName = ActionLogHeader<Never>.formatName
    guard let format = preamble.format else {
      throw .notAnActionLog(line: 1, reason: "it has no \"format\" field (expected \"\(formatName)\")")
    }
    guard format == formatName else {
      throw .notAnActionLog(line: 1, reason: "its format is \"\(format)\", expected \"\(formatName)\"")
    }
    guard let version = preamble.version else {
      throw .notAnActionLog(line: 1, reason: "it has no \"version\" field")
    }
    guard ActionLogHeader<Never>.readableVersions.contains(version) else {
      throw .unsupportedVersion(found: version, supported: ActionLogHeader<Never>.currentVersion)
    }
    return version
  }
}

/// The rest of a header (format versions 1 and 2; version 1 has no `schema` or `calls`).
struct HeaderRecord<State: Decodable>: Decodable {
  var feature: String
  var schema: Int?
  var calls: Bool?
  var start: Double
  var metadata: [String: String]?
  var initialState: State?

  /// The header this record describes, of format `version`.
  func header(version: Int) -> ActionLogHeader<State> {
    var header = ActionLogHeader<State>(
      feature: feature, startDate: Date(timeIntervalSince1970: start), initialState: initialState,
      metadata: metadata ?? [:], schemaVersion: schema ?? 1, recordsCalls: calls ?? false)
    header.version = version
    return header
  }
}
