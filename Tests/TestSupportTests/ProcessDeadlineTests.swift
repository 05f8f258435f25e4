import Foundation
import TestSupport
import Testing

/// A regression here would make a test wait for its child forever; the time limit ends it.
@Suite(.timeLimit(.minutes(1)))
struct ProcessDeadlineTests {
  /// Starts `arguments` with a standard input that stays open and empty, so `read` blocks.
  private func start(_ arguments: [String], input: Pipe = Pipe()) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardInput = input
    try process.run()
    return process
  }

  @Test func aChildThatExitsInTimeIsWaitedFor() throws {
    let process = try start(["true"])
    #expect(process.waitUntilExit(timeout: .seconds(30)))
    #expect(process.terminationStatus == 0)
  }

  @Test func aChildStillRunningAtTheDeadlineIsEnded() throws {
    let process = try start(["sleep", "600"])
    #expect(!process.waitUntilExit(timeout: .milliseconds(100)))
    #expect(!process.isRunning)
  }

  @Test func aChildIgnoringTerminationIsKilled() throws {
    let input = Pipe()
    let process = try start(["sh", "-c", "trap '' TERM; read line"], input: input)
    #expect(!process.waitUntilExit(timeout: .milliseconds(100)))
    #expect(!process.isRunning)
    #expect(process.terminationReason == .uncaughtSignal)
  }
}
