import Glibc

exit(ViewCheck.run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard()))
