import Glibc

exit(SettingsDemo.run(arguments: Array(CommandLine.arguments.dropFirst())))
