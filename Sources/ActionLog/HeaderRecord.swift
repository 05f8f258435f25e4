/// The two fields that decide whether the rest of a header can be read at all.
struct HeaderPreamble: Decodable {
  var format: String?
  var version: Int?
}

/// The rest of a schema-1 header.
struct HeaderRecord<State: Decodable>: Decodable {
  var feature: String
  var start: Double
  var metadata: [String: String]?
  var initialState: State?
}
