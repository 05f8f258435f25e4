// Foundation's Swift key-value observation (`NSObject.observe(_:options:changeHandler:)`), which
// exists only with the Objective-C runtime. Apple's WebKit re-exports Foundation, so the
// stand-in declares it here. Declarations as in Apple's Foundation overlay (current SDKs mark
// `observe` `@preconcurrency` with a `@Sendable` change handler).
import Foundation

/// The protocol `NSObject` adopts to offer `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// `struct NSKeyValueObservingOptions : OptionSet, Sendable`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// `enum NSKeyValueChange : UInt, Sendable`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// `struct NSKeyValueObservedChange<Value>`.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}

/// `class NSKeyValueObservation : NSObject, @unchecked Sendable`: observing stops when it is
/// invalidated or released.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  private let id: Int

  init(id: Int) { self.id = id }

  /// `func invalidate()`.
  public func invalidate() { KeyValueRegistry.shared.remove(id) }

  deinit { invalidate() }
}

extension _KeyValueCodingAndObserving {
  /// `func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
  /// changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`.
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let object = self as AnyObject
    let fire: () -> Void = { [weak object] in
      guard let observed = object as? Self else { return }
      let value = observed[keyPath: keyPath]
      changeHandler(
        observed,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil, isPrior: false))
    }
    let id = KeyValueRegistry.shared.add(object: ObjectIdentifier(object), keyPath: keyPath, fire: fire)
    if options.contains(.initial) { fire() }
    return NSKeyValueObservation(id: id)
  }
}

/// The observers of every object, as the Objective-C runtime keeps them.
final class KeyValueRegistry: @unchecked Sendable {
  // Guarded by `lock`; the closures are called outside it.
  static let shared = KeyValueRegistry()

  private struct Observer {
    var object: ObjectIdentifier
    var keyPath: AnyKeyPath
    var fire: () -> Void
  }

  private let lock = NSLock()
  private var observers: [Int: Observer] = [:]
  private var nextID = 0

  func add(object: ObjectIdentifier, keyPath: AnyKeyPath, fire: @escaping () -> Void) -> Int {
    lock.withLock {
      nextID += 1
      observers[nextID] = Observer(object: object, keyPath: keyPath, fire: fire)
      return nextID
    }
  }

  func remove(_ id: Int) {
    _ = lock.withLock { observers.removeValue(forKey: id) }
  }

  /// How many observers watch `keyPath` of `object`.
  func count(of object: AnyObject, _ keyPath: AnyKeyPath) -> Int {
    lock.withLock { observers.values.filter { $0.object == ObjectIdentifier(object) && $0.keyPath == keyPath }.count }
  }

  /// Calls every observer of `keyPath` of `object`, oldest first.
  func didChange(_ object: AnyObject, _ keyPath: AnyKeyPath) {
    let matching = lock.withLock {
      observers.sorted { $0.key < $1.key }.map(\.value)
        .filter { $0.object == ObjectIdentifier(object) && $0.keyPath == keyPath }
    }
    for observer in matching { observer.fire() }
  }
}
