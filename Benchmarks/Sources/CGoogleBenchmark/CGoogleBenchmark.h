// Google Benchmark's API is C++ (benchmark/benchmark.h); Swift reaches it
// only through BenchmarkShim's C API. This module exists to link
// libbenchmark and to name the Debian package that provides it.
#pragma once
