/// The schemes trust tells apart, read from the start of a URL's text in any case.
package enum URLScheme: Sendable, Equatable {
  /// `file:`: what `URL.isFileURL` says.
  case file
  /// `https:`.
  case https
  /// `http:`: cleartext, which anyone on the network can read and write.
  case http
  /// Any other scheme.
  case other
}
