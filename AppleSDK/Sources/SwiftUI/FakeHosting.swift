// What SwiftUI does with a representable, for tests: make its coordinator and view, update it,
// dismantle it when it leaves the hierarchy. `package`: the Apple-only sources cannot see it.

/// A view put on screen by ``FakeHosting/mount(_:)``.
@MainActor package final class MountedView {
  /// The platform view the representable made.
  package let view: AnyObject
  /// The sheets met on the way down to it (`sheet(item:onDismiss:content:)`), outermost first.
  package internal(set) var sheets: [any PresentedSheet] = []
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
    if let sheet = view as? any PresentedSheet, V.Body.self != Never.self {
      let mounted = mount(view.body)
      mounted?.sheets.insert(sheet, at: 0)
      return mounted
    }
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

/// What `sheet(item:onDismiss:content:)` returns here, behind its `some View`: its base view, and
/// the sheet ``FakeHosting`` presents while the item is set. Not public: Apple's has no such type.
nonisolated struct SheetPresenter<Base: View, Item: Identifiable, Content: View>: View {
  let base: Base
  let item: Binding<Item?>
  let onDismiss: (() -> Void)?
  let content: (Item) -> Content

  init(base: Base, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content) {
    self.base = base
    self.item = item
    self.onDismiss = onDismiss
    self.content = content
  }

  var body: Base { base }
}

/// A sheet found while mounting, for tests.
@MainActor package protocol PresentedSheet {
  /// The platform view of the sheet's content while its item is set, else `nil`.
  func presentedView() -> AnyObject?
  /// The user swiped the sheet down: its item becomes `nil`, then `onDismiss` runs.
  func dismiss()
}

extension SheetPresenter: PresentedSheet {
  @MainActor package func presentedView() -> AnyObject? {
    guard let shown = item.wrappedValue else { return nil }
    return FakeHosting.mount(content(shown))?.view
  }

  @MainActor package func dismiss() {
    item.wrappedValue = nil
    onDismiss?()
  }
}
