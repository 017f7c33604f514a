# One home for building the benchmark runner, `bench`, of the Benchmarks/
# package. Source it, then `benchmarks_build CHECKOUT [swift build flags]`
# builds it in release and `benchmarks_binary CHECKOUT` prints its path.
#
# Policy: Benchmarks/ is a package of its own, so the library's users never
# need Google Benchmark, but it builds in its checkout's own build folder
# (--scratch-path CHECKOUT/.build). It depends on the package by path, so
# its release build and the package's (fuzz, track) then share the engine's
# modules: a fresh clone compiles them once, not once per package.
benchmarks_build() {
  local checkout=$1
  shift
  swift build -c release --package-path "$checkout/Benchmarks" --scratch-path "$checkout/.build" "$@"
}

benchmarks_binary() {
  echo "$(benchmarks_build "$1" --show-bin-path)/bench"
}
