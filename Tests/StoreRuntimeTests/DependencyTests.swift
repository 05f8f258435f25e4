import Foundation
import StoreRuntime
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
    let inside = withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 1)) } operation: {
      DependencyValues.current.date.now
    }
    #expect(inside == Date(timeIntervalSince1970: 1))
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
