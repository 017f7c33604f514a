import CoverageFuzzing
import PropertyFuzzing
import Testing

@Suite("Bytes to choices")
struct ChoiceBytesTests {
  @Test(
    arguments: [
      ([UInt8](), [UInt64]()),
      ([0x00], [0]),
      ([0x05, 0x7F], [5, 127]),
      ([0x80, 0x01], [128]),
      ([0xFF, 0x7F], [16383]),
      ([0xAC, 0x02, 0x03], [300, 3]),
    ])
  func smallChoicesTakeOneByteAndLargerOnesMore(bytes: [UInt8], choices: [UInt64]) {
    #expect(ChoiceBytes.decode(bytes) == choices)
    #expect(ChoiceBytes.encode(choices) == bytes)
  }

  @Test func aTruncatedTailKeepsTheBitsReadSoFar() {
    #expect(ChoiceBytes.decode([0x01, 0x85]) == [1, 5])
    #expect(ChoiceBytes.decode([0x81, 0x81]) == [1 + (1 << 7)])
  }

  @Test func aChoiceEndsAtItsTenthByteWhateverItsHighBit() {
    let eleven = [UInt8](repeating: 0x80, count: 10) + [0x03]
    #expect(ChoiceBytes.decode(eleven) == [0, 3])
  }

  @Test func bitsBeyondSixtyFourSaturateInsteadOfWrapping() {
    let maximum = ChoiceBytes.encode([.max])
    #expect(maximum.count == ChoiceBytes.maximumBytesPerChoice)
    #expect(ChoiceBytes.decode(maximum) == [.max])
    // 0x7F in the tenth group sets bits 63...69: saturates.
    let overflow = [UInt8](repeating: 0x80, count: 9) + [0x7F]
    #expect(ChoiceBytes.decode(overflow) == [.max])
    // 0x02 in the tenth group is bit 64 alone: also saturates, never zero.
    let justOver = [UInt8](repeating: 0x80, count: 9) + [0x02]
    #expect(ChoiceBytes.decode(justOver) == [.max])
  }

  @Test func moreBytesInOneChoiceNeverMeanASmallerValue() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 10) + 1
      var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) | 0x80 }
      bytes[length - 1] &= 0x7F
      let shorter = ChoiceBytes.decode(bytes.dropLast())
      let longer = ChoiceBytes.decode(bytes)
      #expect(longer.count == 1)
      if let shorterValue = shorter.first, let longerValue = longer.first {
        #expect(longerValue >= shorterValue, "bytes \(bytes)")
      }
    }
  }

  @Test func everyChoiceSequenceRoundTrips() {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<500 {
      let count = Int(generator.next() % 20)
      let choices = (0..<count).map { _ in generator.next() >> (generator.next() % 64) }
      #expect(ChoiceBytes.decode(ChoiceBytes.encode(choices)) == choices)
    }
  }
}
