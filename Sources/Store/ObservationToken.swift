/// Keeps an observation or action hook alive; cancel it, or let it go, to stop it.
///
/// Like Combine's `AnyCancellable`: store it in the view controller. `cancel()` may be called
/// more than once.
@MainActor
public final class ObservationToken {
  private var onCancel: (@MainActor () -> Void)?

  package init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation. Later calls do nothing.
  public func cancel() {
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }

  isolated deinit {
    cancel()
  }
}
