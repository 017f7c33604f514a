// Policy: `SplitMix64` has one home, the SeededRandom module, shared with the
// rasterizer's scenes; it is re-exported so that users of the fuzzer keep
// writing `SplitMix64` with this one import.

@_exported import SeededRandom
