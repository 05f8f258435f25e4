import StoreRuntime

extension TestStore {
  /// Whether the store's effects run their work off the main actor on the main queue, one job at
  /// a time, in the order it was enqueued. On by default, as in TCA.
  ///
  /// With it, concurrent code in an effect interleaves the same way on every run: the children of
  /// a task group reach a `TestClock` in the order they were added, so actions they send at the
  /// same instant arrive in that order. Turn it off for a test of code that must run in parallel
  /// (it would wait forever for work that can only run beside it); it applies to the effects
  /// started after the change. What it covers and what not: "Effects run in one order" in the
  /// Testing article. Before iOS 18 and macOS 15, which have no task executors, it stays `false`.
  public var useMainSerialExecutor: Bool {
    get { store.dependencies.effectTaskFactory != nil }
    set {
      var values = store.dependencies
      values.effectTaskFactory = newValue ? .mainSerial : nil
      store.dependencies = values
    }
  }
}
