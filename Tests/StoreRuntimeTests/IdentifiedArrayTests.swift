import StoreRuntime
import Testing

/// Addressing elements by id: read, replace, append, remove.
struct IdentifiedArrayTests {
  struct Tab: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  @Test func settingAnIDToNilRemovesOnlyThatElement() {
    var tabs: IdentifiedArrayOf<Tab> = [Tab(id: 1, title: "a"), Tab(id: 2, title: "b"), Tab(id: 3, title: "c")]
    tabs[id: 2] = nil
    #expect(tabs.ids == [1, 3])
    tabs[id: 9] = nil
    #expect(tabs.ids == [1, 3])
  }

  @Test func settingAValueReplacesItInPlaceOrAppendsIt() {
    var tabs: IdentifiedArrayOf<Tab> = [Tab(id: 1, title: "a"), Tab(id: 2, title: "b")]
    tabs[id: 1] = Tab(id: 1, title: "A")
    tabs[id: 4] = Tab(id: 4, title: "d")
    #expect(Array(tabs) == [Tab(id: 1, title: "A"), Tab(id: 2, title: "b"), Tab(id: 4, title: "d")])
    #expect(tabs[id: 2] == Tab(id: 2, title: "b"))
    #expect(tabs[id: 3] == nil)
  }
}
