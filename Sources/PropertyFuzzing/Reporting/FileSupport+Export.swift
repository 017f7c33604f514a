// Policy: the file helpers (`AtomicFile`, `InputFile`, `InputFolder`) have
// one home, the FileSupport module, shared with the benchmark tracker; the
// fuzzer's own API throws their errors (`CorpusStore.write` throws
// `FileError`), so it re-exports them, as it does `SplitMix64`.

@_exported import FileSupport
