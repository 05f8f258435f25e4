/// Consumes a value so the optimizer cannot prove a benchmarked computation unused and delete it.
///
/// `@_optimize(none)` keeps the call opaque; the call costs a few nanoseconds, the same in every
/// case, so ratios are unaffected.
@_optimize(none)
func blackHole<T>(_ value: T) {}
