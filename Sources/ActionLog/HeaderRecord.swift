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
    guard version == ActionLogHeader<Never>.currentVersion else {
      throw .unsupportedVersion(found: version, supported: ActionLogHeader<Never>.currentVersion)
    }
    return version
  }
}

/// The rest of a schema-1 header.
struct HeaderRecord<State: Decodable>: Decodable {
  var feature: String
  var start: Double
  var metadata: [String: String]?
  var initialState: State?
}
