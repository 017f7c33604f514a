import BenchmarkTracking
import Foundation
import PropertyFuzzing

// Policy: a zoo of real regressions, for checking which measuring mode sees
// which kind of slowdown (results/simulated-eval). Each benchmark is one
// frame: a row-major pass over a 1206x2622 RGBA8 framebuffer (12.6 MB, more
// than the simulated 8 MiB last level), then one more pass that is either
// the good version or a regressed one. Both versions of a pass run the same
// loop with the same instructions; only what the loop is given differs, so
// an instruction count sees the regression only where it adds work:
//   zoo/order     the same pixels of a 512x1311 region, row-major or
//                 column-major (each access a new cache line)
//   zoo/stride    the same number of source pixels mixed in, read
//                 contiguously or one per cache line (a 16-pixel stride
//                 over a third of a second 12.6 MB buffer, as a texture
//                 sampled down its columns would)
//   zoo/branches  a compaction of the same set of flagged pixels, sorted
//                 (predictable) or shuffled (data-dependent branch)
//   zoo/extraPass an extra pass over a tenth of the frame (more work: every
//                 mode should see it)
// Every pixel's value comes from a linear congruential recurrence, so no
// pass can be vectorised in one version and not in the other. The
// engine is not touched. The suite is registered only when
// SAFEAREA_BENCH_ZOO is `base` or `regressed`, so no ordinary run, nightly
// or stored history contains it; the two values give runs with the same
// benchmark names for `track compare BASE.json REGRESSED.json`.

/// Paired good and regressed frames, selected by an environment variable.
enum RegressionZooSuite {
  /// The environment variable selecting the version: `base` or `regressed`.
  static let environmentVariable = "SAFEAREA_BENCH_ZOO"
  /// The framebuffer: the iPhone 16 Pro's, in portrait.
  static let width = 1206
  /// The framebuffer's height.
  static let height = 2622
  /// Frames per repetition under `--fixed-iterations`, as the raster suites.
  static let fixedIterationLimit = 10
  /// Judged by the common policy: the point is to see which mode notices.
  static let benchmarkPolicy = BenchmarkPolicy.common

  /// The version in effect, `nil` when the zoo is off.
  static var version: String? {
    switch ProcessInfo.processInfo.environment[environmentVariable] {
    case "base": "base"
    case "regressed": "regressed"
    default: nil
    }
  }

  /// Registers the zoo when the variable asks for it; exits on a value that
  /// is neither version.
  static func register() {
    let value = ProcessInfo.processInfo.environment[environmentVariable] ?? ""
    guard let version else {
      guard value.isEmpty else {
        FileHandle.standardError.write(
          Data("bench: \(environmentVariable) must be base or regressed, got '\(value)'\n".utf8))
        exit(2)
      }
      return
    }
    let regressed = version == "regressed"
    // The buffers live as long as the closures that capture them.
    let pixels = ScratchBuffer(count: width * height * 4)
    let size = "\(width)x\(height)"

    // A 512x1311 region: rows of 2 KiB, a column of 1311 lines, more than
    // an 8-way 32 KiB L1 keeps, so column-major misses L1 at every pixel.
    let region = (width: 512, height: height / 2)
    register("zoo/order/\(size)", pixels) { pixels in
      if regressed {
        walk(pixels, outer: region.width, outerStride: 1, inner: region.height, innerStride: width)
      } else {
        walk(pixels, outer: region.height, outerStride: width, inner: region.width, innerStride: 1)
      }
    }
    // 1/48 of the frame's pixels from a second buffer: contiguous, or one
    // per 64-byte line over 16/48 of it (4.2 MB, evicted by every frame
    // pass, so each strided read goes to memory).
    let touches = width * height / 48
    let source = ScratchBuffer(count: width * height * 4)
    memset(source.pointer, 0x3C, width * height * 4)
    register("zoo/stride/\(size)", pixels) { pixels in
      let texels = source.pointer.bindMemory(to: UInt32.self, capacity: width * height)
      gather(pixels, from: texels, count: touches, stride: regressed ? 16 : 1)
    }
    // A sixth of the pixels, half of them flagged: the same flags, sorted
    // or shuffled.
    let flags = flagged(count: width * height / 6, shuffled: regressed)
    let compacted = ScratchBuffer(count: flags.count * 4)
    register("zoo/branches/\(size)", pixels) { pixels in
      let output = compacted.pointer.bindMemory(to: UInt32.self, capacity: flags.count)
      compact(pixels, flags: flags, into: output)
    }
    // A tenth of the rows once more.
    register("zoo/extraPass/\(size)", pixels) { pixels in
      if regressed {
        walk(pixels, outer: height / 10, outerStride: width, inner: width, innerStride: 1)
      }
    }
  }

  /// Registers one frame: the full row-major pass, then `pass`.
  private static func register(
    _ name: String, _ frame: ScratchBuffer,
    _ pass: @escaping @Sendable (UnsafeMutablePointer<UInt32>) -> Void
  ) {
    BenchmarkRegistry.register(
      name, policy: benchmarkPolicy, fixedIterationLimit: fixedIterationLimit
    ) { iterations, state in
      let pixels = frame.pointer.bindMemory(to: UInt32.self, capacity: width * height)
      for _ in 0..<iterations {
        walk(pixels, outer: height, outerStride: width, inner: width, innerStride: 1)
        pass(pixels)
        keepStores(in: pixels)
      }
      state.setBytesProcessed(iterations * width * height * 4)
    }
  }

  /// Mixes a recurrence into `outer` x `inner` pixels, visiting
  /// `pixels[o * outerStride + i * innerStride]` in that order. Not inlined,
  /// so both versions of a pass run this same machine code.
  @inline(never)
  static func walk(
    _ pixels: UnsafeMutablePointer<UInt32>, outer: Int, outerStride: Int, inner: Int,
    innerStride: Int
  ) {
    var value: UInt32 = 0x9E37_79B9
    for o in 0..<outer {
      var index = o * outerStride
      for _ in 0..<inner {
        pixels[index] ^= value
        value = value &* 1_664_525 &+ 1_013_904_223
        index &+= innerStride
      }
    }
  }

  /// Mixes `count` values of `source`, `stride` apart, into the first
  /// `count` pixels.
  @inline(never)
  static func gather(
    _ pixels: UnsafeMutablePointer<UInt32>, from source: UnsafeMutablePointer<UInt32>,
    count: Int, stride: Int
  ) {
    var value: UInt32 = 0x9E37_79B9
    var index = 0
    for pixel in 0..<count {
      pixels[pixel] ^= source[index] &+ value
      value = value &* 1_664_525 &+ 1_013_904_223
      index &+= stride
    }
  }

  /// Copies the indices of the flagged pixels' values to `output`: one
  /// data-dependent branch per flag.
  @inline(never)
  static func compact(
    _ pixels: UnsafeMutablePointer<UInt32>, flags: [UInt8],
    into output: UnsafeMutablePointer<UInt32>
  ) {
    var count = 0
    flags.withUnsafeBufferPointer { flags in
      for index in flags.indices where flags[index] != 0 {
        output[count] = pixels[index]
        count &+= 1
      }
    }
    doNotOptimize(count)
  }

  /// `count` flags, half of them set: the first half (`shuffled` false), or
  /// a seeded shuffle of the same flags.
  static func flagged(count: Int, shuffled: Bool) -> [UInt8] {
    var flags = [UInt8](repeating: 0, count: count)
    for index in 0..<count / 2 { flags[index] = 1 }
    guard shuffled else { return flags }
    var generator = SplitMix64(seed: 0x200)
    flags.shuffle(using: &generator)
    return flags
  }
}
