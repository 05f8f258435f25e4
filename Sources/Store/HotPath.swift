#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The store's speed tricks, all of them: every pointer, unretained reference and byte
/// comparison the runtime uses lives in this file, each with the budget case that measures it.
///
/// The rest of the module reads like ordinary Swift: it holds a ``Cell`` where it would hold a
/// stored property, and asks ``ObservedBytes`` whether a value changed. The cases are counted by
/// `Scripts/instructions.sh` (callgrind, release build; the figures are in `Benchmarks/`); run
/// `Scripts/instructions.sh store-send-counter store-send-observed-unchanged
/// store-send-tracked-unchanged store-send-mix-observed` to measure them again, after replacing
/// a trick with the plain construct it stands for.
package enum HotPath {
  /// A value on the heap that the hot path reads and changes in place, without the dynamic
  /// exclusivity checks Swift makes on every access to a class's stored property.
  ///
  /// What it is worth: a store keeps its state and the flags it checks after every action in
  /// cells, and a send pays for none of the checks that plain stored properties cost it
  /// (`store-send-counter`). (`@exclusivity(unchecked)` on those properties, the trick the cells
  /// replaced so that no attribute is spread through the runtime, cost slightly less.)
  ///
  /// The contract the checks would have enforced: a cell is used by one thread at a time (a
  /// store's, on the main actor), and nothing holds `value` in an `inout` access while code that
  /// changes the same cell runs. Debug builds check the second rule at every access; release
  /// builds check nothing. Its owner calls ``free()`` exactly once, in its `deinit`.
  package struct Cell<Value> {
    fileprivate let address: UnsafeMutablePointer<Value>
    #if DEBUG
      /// The accesses to ``value`` in progress: readers count up, a change is -1.
      private let accesses: UnsafeMutablePointer<Int>
    #endif

    /// A cell holding `value`.
    package init(_ value: Value) {
      address = .allocate(capacity: 1)
      address.initialize(to: value)
      #if DEBUG
        accesses = .allocate(capacity: 1)
        accesses.initialize(to: 0)
      #endif
    }

    #if DEBUG
      /// The value, read and changed in place. A debug build checks the contract above, as
      /// Swift checks a stored property: an access that overlaps a change, or a change that
      /// overlaps any access, stops the program.
      package var value: Value {
        _read {
          precondition(accesses.pointee >= 0, Self.overlap)
          accesses.pointee += 1
          defer { accesses.pointee -= 1 }
          yield address.pointee
        }
        nonmutating _modify {
          precondition(accesses.pointee == 0, Self.overlap)
          accesses.pointee = -1
          defer { accesses.pointee = 0 }
          yield &address.pointee
        }
      }

      private static var overlap: String {
        """
        Simultaneous accesses to a store's \(Value.self): it was read or changed while a change \
        of it was in progress. Does a reducer, an effect's synchronous part or an observer reach \
        into the store that is running it?
        """
      }
    #else
      /// The value, read and changed in place.
      package var value: Value {
        // Always inlined, as are the cell's other accessors: a store's code is generic over its
        // state, and a call to an accessor of a generic cell costs more than the access itself.
        @inline(__always) unsafeAddress { UnsafePointer(address) }
        @inline(__always) nonmutating unsafeMutableAddress { address }
      }
    #endif

    /// Destroys the value and frees the cell.
    package func free() {
      address.deinitialize(count: 1)
      address.deallocate()
      #if DEBUG
        accesses.deallocate()
      #endif
    }

    /// Where the value is, for observers that compare its bytes.
    var bytes: StateBytes {
      @inline(__always) get { StateBytes(start: UnsafeRawPointer(address)) }
    }
  }

  /// Where a store's state is in memory, as observers see it after an action.
  struct StateBytes {
    fileprivate let start: UnsafeRawPointer

    /// The whole state, read as `State`: the type of the cell these bytes belong to.
    @inline(__always)
    func state<State>(as type: State.Type) -> State {
      start.assumingMemoryBound(to: type).pointee
    }
  }

  /// The bytes an observer of a stored property watches: `size` bytes at `offset` in the state,
  /// and the observer's last value, in its own cell.
  ///
  /// What it is worth: equal bytes are an equal value, so most actions, which change nothing an
  /// observer watches, cost one comparison of a few bytes per observer instead of a key-path
  /// projection and `==` through the store's generic code for every observed value
  /// (`store-send-mix-observed`; a send with an unchanged observer,
  /// `store-send-observed-unchanged`). Bytes can differ for equal values (padding, two buffers
  /// with the same contents): then the owner compares the values with `==`.
  struct ObservedBytes {
    private let offset: Int
    private let size: Int
    private let last: UnsafeRawPointer

    /// The bytes of the value at `keyPath`, when it is a stored property of `State` (nil for a
    /// computed one, whose value has no place to compare); `last` holds its last value.
    init?<State, Value>(_ keyPath: KeyPath<State, Value>, last: Cell<Value>) {
      guard let offset = MemoryLayout<State>.offset(of: keyPath) else { return nil }
      self.offset = offset
      size = MemoryLayout<Value>.size
      self.last = last.bytes.start
    }

    /// Whether the bytes in `state` are those of the last value.
    @inline(__always)
    func unchanged(in state: StateBytes) -> Bool {
      let lhs = last
      let rhs = state.start + offset
      // Word-sized values, the common ones, are compared without a call.
      let word = MemoryLayout<UInt64>.size
      switch size {
      case word: return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
      case MemoryLayout<UInt8>.size: return lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self)
      case MemoryLayout<(UInt64, UInt64)>.size:
        return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
          && lhs.loadUnaligned(fromByteOffset: word, as: UInt64.self)
            == rhs.loadUnaligned(fromByteOffset: word, as: UInt64.self)
      default: return memcmp(lhs, rhs, size) == 0
      }
    }

    /// The watched value in `state`, read as `Value`: the type of the key path's value.
    @inline(__always)
    func value<Value>(in state: StateBytes, as type: Value.Type) -> Value {
      (state.start + offset).assumingMemoryBound(to: type).pointee
    }
  }

  /// The bytes of every observer of a list, side by side, so that checking them after an action
  /// is one tight loop (iterating an array of them costs more on every send,
  /// `store-send-observed-unchanged`).
  struct Probes {
    private let start: UnsafeMutablePointer<ObservedBytes>
    private let end: UnsafeMutablePointer<ObservedBytes>

    /// A copy of `places`. Its owner calls ``free()`` once.
    init(_ places: [ObservedBytes]) {
      start = .allocate(capacity: places.count)
      start.initialize(from: places, count: places.count)
      end = start + places.count
    }

    /// Whether some watched value's bytes changed in `state`.
    @inline(__always)
    func anyChanged(in state: StateBytes) -> Bool {
      stride(from: start, to: end, by: 1).contains { !$0.pointee.unchanged(in: state) }
    }

    func free() {
      start.deallocate()
    }
  }

  /// This thread's slot for the dependencies of the reduction running on it.
  ///
  /// What it is worth: a store reduces synchronously, so it puts its dependencies in the slot for
  /// the call: one thread-local lookup and two pointer writes an action, where pushing a
  /// task-local value allocates (what the test store's push of its step's line costs,
  /// `teststore-step`). The slot does not retain the box: whoever puts a box in it keeps
  /// the box alive until it restores what was there before.
  struct ThreadSlot {
    /// The key of each thread's slot; a thread's slot is freed when the thread ends. A store
    /// reads it once, so that its actions skip the lazy global's check.
    static let key: pthread_key_t = {
      var key = pthread_key_t()
      let status = pthread_key_create(&key) { slot in slot?.deallocate() }
      precondition(status == 0, "StoreRuntime could not create its thread-local key (pthread_key_create: \(status)).")
      return key
    }()

    /// The box in this thread's slot, if any.
    static var current: DependencyBox? {
      guard let slot = pthread_getspecific(key) else { return nil }
      return slot.assumingMemoryBound(to: Unmanaged<DependencyBox>?.self).pointee?.takeUnretainedValue()
    }

    private let address: UnsafeMutablePointer<Unmanaged<DependencyBox>?>

    /// This thread's slot, made on its first use. Only this thread ever reads or writes it.
    @inline(__always)
    init(key: pthread_key_t) {
      address =
        pthread_getspecific(key)?.assumingMemoryBound(to: Unmanaged<DependencyBox>?.self) ?? Self.make(key: key)
    }

    /// Kept out of line: it runs once per thread.
    @inline(never)
    private static func make(key: pthread_key_t) -> UnsafeMutablePointer<Unmanaged<DependencyBox>?> {
      let slot = UnsafeMutablePointer<Unmanaged<DependencyBox>?>.allocate(capacity: 1)
      slot.initialize(to: nil)
      pthread_setspecific(key, slot)
      return slot
    }

    /// What the slot held before a ``replace(with:)``.
    struct Previous {
      fileprivate let box: Unmanaged<DependencyBox>?
    }

    /// Puts `box` in the slot and returns what was there, to be given back to ``restore(_:)``.
    @inline(__always)
    func replace(with box: DependencyBox) -> Previous {
      defer { address.pointee = Unmanaged.passUnretained(box) }
      return Previous(box: address.pointee)
    }

    /// Puts back what the slot held before a ``replace(with:)``.
    @inline(__always)
    func restore(_ previous: Previous) {
      address.pointee = previous.box
    }
  }
}
