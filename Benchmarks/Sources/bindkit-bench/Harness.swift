import CMallocStats
import Glibc

/// Monotonic time in nanoseconds.
func nanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Heap bytes in use, from glibc's allocator statistics.
func heapBytesInUse() -> Int {
  Int(bindkit_heap_bytes_in_use())
}

/// One benchmark case: runs `operations` operations and returns the figure for them (ns per operation,
/// bytes, or a ratio), so that repetitions can be interleaved and their median taken.
struct BenchmarkCase {
  let name: String
  let unit: String
  let operations: Int
  let measure: (Int) -> Double
}

/// Times `body` over `operations` operations, in ns per operation.
@inline(__always)
func timePerOperation(_ operations: Int, _ body: () -> Void) -> Double {
  let start = nanoseconds()
  body()
  return Double(nanoseconds() - start) / Double(operations)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Runs every case `repetitions` times, interleaved (case 1, case 2, ..., then again), so baselines and
/// BindKit see the same machine noise; returns the median of each.
func runInterleaved(_ cases: [BenchmarkCase], repetitions: Int) -> [(BenchmarkCase, Double)] {
  var samples = Array(repeating: [Double](), count: cases.count)
  for _ in 0..<repetitions {
    for (index, benchmark) in cases.enumerated() {
      samples[index].append(benchmark.measure(benchmark.operations))
    }
  }
  return zip(cases, samples).map { ($0, median($1)) }
}

/// Sixteen distinct heap-allocated strings (longer than the 15-byte small-string form), set in turn.
let sampleStrings: [String] = (0..<16).map { "sample value number \($0) for the benchmark" }

/// Keeps results observable so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0
