import Glibc

exit(LogonDemo.run(arguments: Array(CommandLine.arguments.dropFirst())))
