// One use of each Swift 6.3 feature that Scripts/language-check.py detects: each must be reported
// for a package whose swift-tools-version is 6.2. Never compiled (no target holds this folder).
import Testing

@specialized(where T == Int)
func identity<T>(_ value: T) -> T { value }

final class Holder { weak let owner: AnyObject? = nil }

let count = Swift::Array<Int>().count

@section("__DATA,custom") @used let marker = 1

@c func exported() {}

@inline(always) func fast() {}

@export(implementation) func inlined() {}

let start = ContinuousClock.systemEpoch

func checks() throws {
  Issue.record("slow", severity: .warning)
  try Test.cancel("not on this machine")
}
