import Foundation
import StoreRuntime
import StoreTesting
import Testing

struct DependencyTests {
  private enum GreetingKey: DependencyKey {
    static let liveValue = "live"
    static let testValue = "test"
  }

  private enum NoTestValueKey: DependencyKey {
    static let liveValue = 1
  }

  @Test func unsetKeyResolvesToLiveOrTestValueByContext() {
    #expect(DependencyValues(context: .live)[GreetingKey.self] == "live")
    #expect(DependencyValues(context: .test)[GreetingKey.self] == "test")
  }

  @Test func overriddenKeyWinsInEitherContext() {
    var values = DependencyValues(context: .test)
    values[GreetingKey.self] = "override"
    #expect(values[GreetingKey.self] == "override")
  }

  @Test func keyWithoutTestValueReportsNamingTheDependencyInTests() {
    let (value, issues) = IssueReporting.collect { DependencyValues(context: .test)[NoTestValueKey.self] }
    #expect(value == 1)
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("NoTestValueKey") == true)
  }

  /// Where a missing test value is reported: the `@Dependency` line that read it, naming the
  /// property it was read through.
  private struct Reader {
    static let declarationLine: UInt = #line + 1
    @Dependency(\.countWithoutTestValue) var count
  }

  @Test func aMissingTestValueIsReportedAtTheDependencyThatReadItNamingItsKeyPath() {
    let (value, issues) = IssueReporting.collect {
      withDependencies {
        $0 = DependencyValues(context: .test)
      } operation: {
        Reader().count
      }
    }
    #expect(value == 1)
    #expect(issues.map(\.line) == [Reader.declarationLine])
    #expect(issues.first?.fileID == "StoreRuntimeTests/DependencyTests.swift")
    #expect(issues.first?.message.hasPrefix("\\.countWithoutTestValue was read in a test without being overridden") == true)
  }

  @Test func overridingAPartOfADependencyWithoutATestValueReportsNothing() {
    let (endpoints, issues) = IssueReporting.collect {
      withDependencies {
        $0 = DependencyValues(context: .test)
        $0.endpoints.base = "https://test.example.com"
      } operation: {
        DependencyValues.current.endpoints
      }
    }
    #expect(issues.isEmpty)
    #expect(endpoints == Endpoints(base: "https://test.example.com", path: "/v1"))
  }

  @Test func overridingAPartInAnAsyncWithDependenciesReportsNothing() async {
    let (endpoints, issues) = await IssueReporting.collect {
      await withDependencies {
        $0 = DependencyValues(context: .test)
        $0.endpoints.path = "/test"
      } operation: { () async -> Endpoints in
        await Task.yield()
        return DependencyValues.current.endpoints
      }
    }
    #expect(issues.isEmpty)
    #expect(endpoints == Endpoints(base: "https://live.example.com", path: "/test"))
  }

  @Test @MainActor func aStoresOverrideOfAPartReportsNothing() {
    let (store, issues) = IssueReporting.collect {
      Store(
        initialState: "",
        reducer: Reduce<String, Bool> { state, _ in
          state = DependencyValues.current.endpoints.base
          return .none
        }
      ) {
        $0.context = .test
        $0.endpoints.base = "https://store.example.com"
      }
    }
    store.send(true)
    #expect(issues.isEmpty)
    #expect(store.state == "https://store.example.com")
  }

  @Test @MainActor func aTestStoresOverrideOfAPartReportsNothing() async {
    let (_, issues) = await IssueReporting.collect {
      let store = TestStore(
        initialState: "",
        reducer: {
          Reduce<String, Bool> { state, _ in
            state = DependencyValues.current.endpoints.base
            return .none
          }
        },
        withDependencies: {
          $0.endpoints.base = "https://test-store.example.com"
        })
      await store.send(true) { $0 = "https://test-store.example.com" }
      await store.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test @MainActor func aReducersDependencyOverrideOfAPartReportsNothing() {
    let store = Store(
      initialState: "",
      reducer: Reduce<String, Bool> { state, _ in
        state = DependencyValues.current.endpoints.base
        return .none
      }.dependency(\.endpoints.base, "https://child.example.com")
    ) { $0.context = .test }
    let (_, issues) = IssueReporting.collect { store.send(true) }
    #expect(issues.isEmpty)
    #expect(store.state == "https://child.example.com")
  }

  @Test @MainActor func transformDependencyChangesTheValueInForceForTheReducerAndItsEffects() async {
    let store = Store(
      initialState: [String](),
      reducer: Reduce<[String], String> { state, action in
        state.append(action + " " + DependencyValues.current.endpoints.path)
        guard action == "first" else { return .none }
        return .run { send in await send("effect " + DependencyValues.current.endpoints.path) }
      }.transformDependency(\.endpoints) { $0.path += "/beta" }
    ) { $0.endpoints.path = "/v2" }
    await store.send("first").finish()
    #expect(store.state == ["first /v2/beta", "effect /v2/beta /v2/beta"])
  }

  @Test func readingADependencyWithoutATestValueAfterAnOverrideStillReports() {
    let (_, issues) = IssueReporting.collect {
      withDependencies {
        $0 = DependencyValues(context: .test)
      } operation: {
        DependencyValues.current.endpoints
      }
    }
    #expect(issues.count == 1)
  }

  @Test func unoverriddenBuiltInsReportWhenUsedInTests() {
    let values = DependencyValues(context: .test)
    let (_, issues) = IssueReporting.collect {
      _ = values.date.now
      _ = values.uuid()
    }
    #expect(issues.map(\.message).contains { $0.contains("\\.date") })
    #expect(issues.map(\.message).contains { $0.contains("\\.uuid") })
  }

  @Test func withDependenciesScopesOverrides() {
    let inside = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    } operation: {
      DependencyValues.current.date.now
    }
    #expect(inside == Date(timeIntervalSince1970: 1))
  }

  /// What a replay reduces each entry with: the prepared values are current inside every call
  /// (nested calls included, restored after them) and nowhere else.
  @Test func preparedDependenciesAreCurrentOnlyWhileTheyRun() {
    func prepared(at seconds: TimeInterval) -> PreparedDependencies {
      var values = DependencyValues()
      values.date = .constant(Date(timeIntervalSince1970: seconds))
      return PreparedDependencies(values)
    }
    let outer = prepared(at: 7)
    let inner = prepared(at: 8)
    let seen = outer.run {
      let nested = inner.run { DependencyValues.current.date.now }
      return [nested, DependencyValues.current.date.now]
    }
    #expect(seen == [Date(timeIntervalSince1970: 8), Date(timeIntervalSince1970: 7)])
    #expect(outer.run { DependencyValues.current.date.now } == Date(timeIntervalSince1970: 7))
    #expect(DependencyValues.current.date.now != Date(timeIntervalSince1970: 7))
  }

  @Test func incrementingUUIDsCountUpFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
  }

  @Test func constantUUIDRepeats() {
    let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
    let uuid = UUIDGenerator.constant(fixed)
    #expect(uuid() == fixed)
    #expect(uuid() == fixed)
  }
}

extension DependencyValues {
  fileprivate var countWithoutTestValue: Int {
    get { self[CountWithoutTestValueKey.self] }
    set { self[CountWithoutTestValueKey.self] = newValue }
  }
}

private enum CountWithoutTestValueKey: DependencyKey {
  static let liveValue = 1
}

/// A dependency of several parts whose key has no test value, as apps' API clients often are.
struct Endpoints: Sendable, Equatable {
  var base = "https://live.example.com"
  var path = "/v1"
}

private enum EndpointsKey: DependencyKey {
  static let liveValue = Endpoints()
}

extension DependencyValues {
  var endpoints: Endpoints {
    get { self[EndpointsKey.self] }
    set { self[EndpointsKey.self] = newValue }
  }
}
