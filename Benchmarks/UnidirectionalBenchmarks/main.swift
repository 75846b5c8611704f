// `unidirectional-benchmarks`: parses the command line and runs the benchmarks, or, as a
// child of `memory.items` or `paging.window`, one memory probe. Exits 0, 1 in a debug build,
// 2 for a bad option.
import CommandLineOptions
import Foundation

#if DEBUG
  StandardError.write(
    """
    unidirectional-benchmarks: this is a debug build; its numbers mean nothing.
    Run: swift run -c release unidirectional-benchmarks

    """)
  exit(1)
#else
  let options: Options
  do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    StandardError.write(error.description + "\n")
    exit(2)
  }
  if options.showsHelp {
    print(Options.usage)
    exit(0)
  }
  if let kind = options.memoryProbe {
    MemoryProbe(kind: kind).run()
    exit(0)
  }
  if let kind = options.windowProbe {
    PagingWindowProbe(kind: kind, quick: options.quick).run()
    exit(0)
  }
  let context = BenchmarkContext(quick: options.quick, executablePath: MemoryProbe.executablePath)
  exit(await BenchmarkRunner(options: options, context: context).run())
#endif
