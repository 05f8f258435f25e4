import Foundation

/// The last few URLs read from a log, by their text.
///
/// Parsing a URL costs more than decoding the rest of a typical entry, and a log names the same
/// few pages over and over. `URL(string:)` gives equal URLs for equal text, so a hit returns
/// exactly what parsing would.
@usableFromInline
package final class URLCache {
  private static let size = 8
  private var texts: [[UInt8]] = []
  private var urls: [URL] = []
  private var next = 0

  package init() {}

  package func url(for text: UnsafeBufferPointer<UInt8>) -> URL? {
    for index in texts.indices where texts[index].count == text.count {
      let equal = texts[index].withUnsafeBufferPointer { stored in
        text.isEmpty || memcmp(stored.baseAddress!, text.baseAddress!, text.count) == 0
      }
      if equal { return urls[index] }
    }
    return nil
  }

  package func remember(_ url: URL, for text: UnsafeBufferPointer<UInt8>) {
    if texts.count < Self.size {
      texts.append(Array(text))
      urls.append(url)
    } else {
      texts[next] = Array(text)
      urls[next] = url
      next = (next + 1) % Self.size
    }
  }
}
