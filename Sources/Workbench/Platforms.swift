// What Workbench is built on, re-exported: a module that imports Workbench (Live, the
// executable, the benchmarks, the fuzzers) sees the platforms, the curve kinds, animations and
// the language's words as it did when they were part of Workbench.
@_exported import Platforms
