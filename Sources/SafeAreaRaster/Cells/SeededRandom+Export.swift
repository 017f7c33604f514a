// Policy: the boards' `SplitMix64` has one home, the SeededRandom module,
// shared with the fuzzer; it is re-exported so that users of the rasterizer
// keep writing `SplitMix64` with this one import.

@_exported import SeededRandom
