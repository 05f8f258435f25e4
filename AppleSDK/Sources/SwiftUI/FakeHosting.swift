// What SwiftUI does with a representable, for tests: make its coordinator and view, update it,
// dismantle it when it leaves the hierarchy. `package`: the Apple-only sources cannot see it.

/// A view put on screen by ``FakeHosting/mount(_:)``.
@MainActor package final class MountedView {
  /// The platform view the representable made.
  package let view: AnyObject
  private let updateView: @MainActor () -> Void
  private let dismantleView: @MainActor () -> Void

  init(view: AnyObject, update: @escaping @MainActor () -> Void, dismantle: @escaping @MainActor () -> Void) {
    self.view = view
    self.updateView = update
    self.dismantleView = dismantle
  }

  /// SwiftUI re-evaluated the view (its state changed): `update…View`.
  package func update() { updateView() }
  /// The view left the hierarchy: `dismantle…View`, once.
  package func dismantle() { dismantleView() }
}

/// Mounts a view as SwiftUI would: walks `body` down to the first representable.
@MainActor package enum FakeHosting {
  /// The representable inside `view`, made (coordinator first, then the view, then one update),
  /// or `nil` when there is none.
  package static func mount<V: View>(_ view: V) -> MountedView? {
    #if canImport(UIKit)
      if let representable = view as? any UIViewRepresentable { return make(representable) }
    #elseif canImport(AppKit)
      if let representable = view as? any NSViewRepresentable { return make(representable) }
    #endif
    if V.Body.self == Never.self { return nil }
    return mount(view.body)
  }

  #if canImport(UIKit)
    private static func make<R: UIViewRepresentable>(_ representable: R) -> MountedView {
      let context = UIViewRepresentableContext<R>(coordinator: representable.makeCoordinator())
      let view = representable.makeUIView(context: context)
      representable.updateUIView(view, context: context)
      return MountedView(
        view: view,
        update: { representable.updateUIView(view, context: context) },
        dismantle: { R.dismantleUIView(view, coordinator: context.coordinator) })
    }
  #elseif canImport(AppKit)
    private static func make<R: NSViewRepresentable>(_ representable: R) -> MountedView {
      let context = NSViewRepresentableContext<R>(coordinator: representable.makeCoordinator())
      let view = representable.makeNSView(context: context)
      representable.updateNSView(view, context: context)
      return MountedView(
        view: view,
        update: { representable.updateNSView(view, context: context) },
        dismantle: { R.dismantleNSView(view, coordinator: context.coordinator) })
    }
  #endif
}
