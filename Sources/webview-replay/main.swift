#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(await ReplayCommand().run(Array(CommandLine.arguments.dropFirst())).rawValue)
