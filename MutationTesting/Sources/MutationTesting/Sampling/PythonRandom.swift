// Policy: the sample is drawn exactly as the Python tool drew it, with
// `random.Random(seed).sample(mutants, n)` (CPython 3.11's Mersenne Twister,
// its seeding of an integer and its `sample`), not with the package's
// SplitMix64: a `--sample N --sample-seed S` names the same mutants as
// before the port, so the committed sample reports can be rerun and the
// two tools' outcomes compared mutant by mutant.
import Foundation

/// CPython's `random.Random` for the two calls the sample needs.
struct PythonRandom {
  private var state = [UInt32](repeating: 0, count: 624)
  private var index = 625

  /// `random.Random(seed)` for a non-negative integer seed.
  init(seed: UInt64) {
    // CPython: init_by_array with the seed's 32-bit words, least significant first.
    var key: [UInt32] = []
    var rest = seed
    repeat {
      key.append(UInt32(truncatingIfNeeded: rest))
      rest >>= 32
    } while rest != 0
    initByArray(key)
  }

  private mutating func initGenrand(_ seed: UInt32) {
    state[0] = seed
    for i in 1..<624 {
      state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
    }
    index = 624
  }

  private mutating func initByArray(_ key: [UInt32]) {
    initGenrand(19_650_218)
    var i = 1
    var j = 0
    for _ in 0..<Swift.max(624, key.count) {
      state[i] =
        (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
      i += 1
      j += 1
      if i >= 624 {
        state[0] = state[623]
        i = 1
      }
      if j >= key.count { j = 0 }
    }
    for _ in 0..<623 {
      state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
      i += 1
      if i >= 624 {
        state[0] = state[623]
        i = 1
      }
    }
    state[0] = 0x8000_0000
  }

  /// The next 32 random bits (genrand_uint32).
  mutating func next32() -> UInt32 {
    if index >= 624 {
      for k in 0..<624 {
        let y = (state[k] & 0x8000_0000) | (state[(k + 1) % 624] & 0x7FFF_FFFF)
        state[k] = state[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1) == 0 ? 0 : 0x9908_B0DF)
      }
      index = 0
    }
    var y = state[index]
    index += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C_5680
    y ^= (y << 15) & 0xEFC6_0000
    y ^= y >> 18
    return y
  }

  /// `getrandbits(k)` for 0 ≤ k ≤ 32.
  mutating func bits(_ k: Int) -> UInt32 {
    k == 0 ? 0 : next32() >> UInt32(32 - k)
  }

  /// `_randbelow(n)`: a uniform integer in 0..<n by rejection.
  mutating func below(_ n: Int) -> Int {
    let k = Int.bitWidth - n.leadingZeroBitCount
    var r = Int(bits(k))
    while r >= n { r = Int(bits(k)) }
    return r
  }

  /// `sample(population, k)`: k distinct elements, in the order drawn.
  mutating func sample<T>(_ population: [T], _ k: Int) -> [T] {
    let n = population.count
    precondition(k >= 0 && k <= n, "sample larger than population")
    var setSize = 21
    if k > 5 { setSize += Int(pow(4.0, ceil(log(Double(k * 3)) / log(4.0)))) }
    var result: [T] = []
    if n <= setSize {
      var pool = population
      for i in 0..<k {
        let j = below(n - i)
        result.append(pool[j])
        pool[j] = pool[n - i - 1]
      }
    } else {
      var selected: Set<Int> = []
      for _ in 0..<k {
        var j = below(n)
        while selected.contains(j) { j = below(n) }
        selected.insert(j)
        result.append(population[j])
      }
    }
    return result
  }
}
