// The uniform types the Apple layer names: what a file input may choose.

/// `struct UTType` (iOS 14.0, macOS 11.0).
public struct UTType: Hashable, Sendable {
  let identifier: String

  /// `static var item: UTType { get }`: `public.item`, files and folders alike.
  public static var item: UTType { UTType(identifier: "public.item") }
  /// `static var folder: UTType { get }`: `public.folder`, a user-browsable directory.
  public static var folder: UTType { UTType(identifier: "public.folder") }
}
