import Glibc

exit(await LogonDemo.run(arguments: Array(CommandLine.arguments.dropFirst())))
