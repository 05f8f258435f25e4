extension KeyedDecodingContainer {
  /// The value under `key`, or `fallback` when the key is missing or `null`; a present value of
  /// the wrong type still throws, naming the key.
  ///
  /// How every configuration type (and the screen's state) reads text written before one of its
  /// fields existed: action logs keep decoding after a field is added.
  package func decode<T: Decodable>(_ key: Key, or fallback: @autoclosure () -> T) throws -> T {
    try decodeIfPresent(T.self, forKey: key) ?? fallback()
  }
}
