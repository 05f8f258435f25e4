import Foundation
import WebViewFeature

/// The downloads of one screen, each under its ``DownloadID``: kept alive by the kit from the
/// moment WebKit asks where to save one until it ends, so its late callbacks find their id and
/// a screen going away can stop it.
struct DownloadTracker {
  struct Entry {
    let id: DownloadID
    let download: any HostDownload
    /// Where it is saved, once the reducer named the file.
    var file: URL?
    /// The last progress sent to the store, in hundredths, or in mebibytes while the size is
    /// unknown (`nil` before the first): how the kit keeps a download of thousands of chunks to a
    /// hundred actions.
    var reportedStep: Int64?
  }

  private var entries: [Entry] = []
  private var nextID: UInt64 = 1

  /// A new id for a download WebKit asks about now.
  mutating func start(_ download: any HostDownload) -> DownloadID {
    let id = DownloadID(nextID)
    nextID += 1
    entries.append(Entry(id: id, download: download))
    return id
  }

  /// The entry of `download`, or `nil` for one the kit never saw or has forgotten.
  func entry(of download: any HostDownload) -> Entry? {
    entries.first { $0.download === download }
  }

  mutating func update(_ id: DownloadID, _ change: (inout Entry) -> Void) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    change(&entries[index])
  }

  /// Forgets the download under `id` and returns its entry.
  mutating func remove(_ id: DownloadID) -> Entry? {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return entries.remove(at: index)
  }

  /// Forgets every download and returns them, oldest first.
  mutating func removeAll() -> [Entry] {
    defer { entries = [] }
    return entries
  }
}
