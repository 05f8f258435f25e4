/// A fixed-capacity buffer that keeps the most recent elements, dropping the oldest.
struct RingBuffer<Element> {
  let capacity: Int
  private var storage: [Element] = []
  /// Where the oldest element is once the buffer is full.
  private var oldest = 0

  /// Creates an empty buffer; a capacity below 1 is raised to 1.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    storage.reserveCapacity(self.capacity)
  }

  /// Appends `element` and returns the element it pushed out, if the buffer was full.
  mutating func append(_ element: Element) -> Element? {
    guard storage.count == capacity else {
      storage.append(element)
      return nil
    }
    let evicted = storage[oldest]
    storage[oldest] = element
    oldest = (oldest + 1) % capacity
    return evicted
  }

  /// Changes the newest element; does nothing when the buffer is empty.
  mutating func updateLast(_ body: (inout Element) -> Void) {
    guard !storage.isEmpty else { return }
    body(&storage[(oldest + storage.count - 1) % storage.count])
  }

  /// The kept elements, oldest first.
  var elements: [Element] {
    Array(storage[oldest...] + storage[..<oldest])
  }

  var count: Int { storage.count }
}
