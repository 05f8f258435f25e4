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

  package func url(for text: TextBytes) -> URL? {
    for index in texts.indices {
      if text.equals(texts[index]) { return urls[index] }
    }
    return nil
  }

  package func remember(_ url: URL, for text: TextBytes) {
    if texts.count < Self.size {
      texts.append(text.copied())
      urls.append(url)
    } else {
      texts[next] = text.copied()
      urls[next] = url
      next = (next + 1) % Self.size
    }
  }
}
