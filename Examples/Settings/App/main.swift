import Glibc

exit(await SettingsDemo.run(arguments: Array(CommandLine.arguments.dropFirst())))
