import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let status: Int32
do {
  let arguments = try DevHostArguments(parsing: Array(CommandLine.arguments.dropFirst()))
  if arguments.showsHelp {
    print(DevHostArguments.usage)
    status = 0
  } else {
    status = await DevHostCommand(arguments: arguments).run()
  }
} catch {
  FileHandle.standardError.write(Data("webview-devhost: \(error)\n\n\(DevHostArguments.usage)\n".utf8))
  status = 2
}
exit(status)
