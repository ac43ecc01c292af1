import Foundation

exit(ViewCheck.run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard()))
