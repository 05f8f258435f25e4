import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with two extra file descriptors, 3 (what it reads) and 4 (what it
/// writes), in a process group of its own so that ending it ends everything it started.
///
/// `Foundation.Process` cannot hand a child descriptors beyond standard input, output and error,
/// which `--remote-debugging-pipe` needs; this is `posix_spawn` with the few file actions that
/// takes.
final class ChildProcess: Sendable {
  /// The child's process id, which is also its process group id.
  let pid: pid_t
  /// Our end of the child's descriptor 3: we write here.
  let toChild: Int32
  /// Our end of the child's descriptor 4: we read here.
  let fromChild: Int32

  /// Starts `executable` with `arguments` and `environment`; its standard output and error go to
  /// `outputFile`.
  init(executable: String, arguments: [String], environment: [String: String], outputFile: URL) throws(DevHostError) {
    let toChildPipe = try Self.makePipe()
    let fromChildPipe = try Self.makePipe()
    let outputFD = open(outputFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard outputFD >= 0 else { throw .launchFailed("cannot create \(outputFile.path): \(Self.lastError())") }
    defer { close(outputFD) }

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputFD, 1)
    posix_spawn_file_actions_adddup2(&actions, outputFD, 2)
    posix_spawn_file_actions_adddup2(&actions, toChildPipe.read, 3)
    posix_spawn_file_actions_adddup2(&actions, fromChildPipe.write, 4)
    // A process group of its own: the browser's helpers (renderers, GPU, zygote) end with it.
    // Signals the test runner blocks or ignores must not stay blocked in the browser.
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var childPID: pid_t = 0
    let status = posix_spawnp(&childPID, executable, &actions, &attributes, argv, envp)
    close(toChildPipe.read)
    close(fromChildPipe.write)
    guard status == 0 else {
      close(toChildPipe.write)
      close(fromChildPipe.read)
      throw .launchFailed("cannot start \(executable): \(String(cString: strerror(status)))")
    }
    pid = childPID
    toChild = toChildPipe.write
    fromChild = fromChildPipe.read
  }

  /// Whether the child has exited; reaps it if so.
  func hasExited() -> Bool {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    return result == pid || (result < 0 && errno == ECHILD)
  }

  /// Ends the child's whole process group: a polite `SIGTERM`, then `SIGKILL` after `grace`.
  /// Returns once the child itself has been reaped.
  func terminate(grace: Duration) async {
    if !hasExited() {
      kill(-pid, SIGTERM)
      let deadline = ContinuousClock.now + grace
      while !hasExited(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
    // Helpers can outlive the browser process for a moment; the group is ended either way, and
    // waited for (a bounded while: helpers the system has not reaped yet still count).
    kill(-pid, SIGKILL)
    while !hasExited() {
      try? await Task.sleep(for: .milliseconds(10))
    }
    let deadline = ContinuousClock.now + .seconds(5)
    while kill(-pid, 0) == 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits up to `timeout` for the child to exit by itself.
  func waitForExit(timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if hasExited() { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return hasExited()
  }

  private static func makePipe() throws(DevHostError) -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw .launchFailed("cannot create a pipe: \(lastError())") }
    // Our ends must not leak into other children the process starts.
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
  }

  static func lastError() -> String { String(cString: strerror(errno)) }
}
