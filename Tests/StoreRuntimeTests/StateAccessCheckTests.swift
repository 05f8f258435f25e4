import Foundation
import StoreRuntime
import TestSupport
import Testing

#if DEBUG
  /// A debug build stops a program whose reducer reads the store it is changing, as Swift's own
  /// exclusivity checks would stop it for a stored property; a release build checks nothing.
  struct StateAccessCheckTests {
    /// Set in the child process that makes the overlapping access, which leaves nothing in the
    /// temporary directory: it stops before anything it made could be released.
    static let isChild = ProcessInfo.processInfo.environment["WEBVIEWCORE_OVERLAP_CHILD"] == "1"

    /// Holds the store its own reducer reaches into.
    @MainActor final class StoreHolder {
      var store: Store<Int, Bool>?
    }

    @Test func aReducerThatReadsTheStoreItIsChangingStopsTheProgram() async throws {
      guard !Self.isChild else { return await readTheStoreWhileItChanges() }
      // Made here, not in a stored property: the child stops without releasing what it made.
      let scratch = TemporaryFolder()
      let child = try await ChildTestRun.run(
        filter: "aReducerThatReadsTheStoreItIsChangingStopsTheProgram",
        environment: ["WEBVIEWCORE_OVERLAP_CHILD": "1"], timeout: .seconds(120), in: scratch)
      #expect(child.endedInTime)
      #expect(child.status != 0, "the overlapping access went unnoticed:\n\(child.output)")
      #expect(
        child.output.contains("Simultaneous accesses to a store's Int: it was read or changed while a change of it"),
        "the child did not stop for the overlap:\n\(child.output)")
    }

    @MainActor private func readTheStoreWhileItChanges() {
      let holder = StoreHolder()
      let reducer = Reduce<Int, Bool> { count, readsTheStore in
        count += 1
        if readsTheStore { count += MainActor.assumeIsolated { holder.store?.state ?? 0 } }
        return .none
      }
      let store = Store(initialState: 0, reducer: reducer)
      holder.store = store
      store.send(false)
      #expect(store.state == 1)
      store.send(true)
    }
  }
#endif
