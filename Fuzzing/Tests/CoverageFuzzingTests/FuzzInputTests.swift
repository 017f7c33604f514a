import CoverageFuzzing
import Testing

@Suite("Fuzz inputs")
struct FuzzInputTests {
  @Test func theFirstByteSelectsThePropertyModuloTheCount() {
    #expect(FuzzInput(bytes: [3, 1, 2], propertyCount: 13).propertyIndex == 3)
    #expect(FuzzInput(bytes: [13], propertyCount: 13).propertyIndex == 0)
    #expect(FuzzInput(bytes: [255], propertyCount: 13).propertyIndex == 255 % 13)
    #expect(FuzzInput(bytes: [7], propertyCount: 0).propertyIndex == 0)
  }

  @Test func theRestAreTheChoices() {
    let input = FuzzInput(bytes: [1, 0x02, 0x80, 0x01], propertyCount: 4)
    #expect(input == FuzzInput(propertyIndex: 1, choices: [2, 128]))
  }

  @Test func anEmptyInputIsTheFirstPropertyWithNoChoices() {
    #expect(FuzzInput(bytes: [], propertyCount: 13) == FuzzInput(propertyIndex: 0, choices: []))
  }

  @Test func encodingDropsTrailingZerosAndReadsBack() throws {
    let input = FuzzInput(propertyIndex: 5, choices: [0, 300, 0, 0])
    let bytes = try #require(input.bytes)
    #expect(bytes == [5, 0, 0xAC, 0x02])
    #expect(FuzzInput(bytes: bytes, propertyCount: 13).choices == [0, 300])
  }

  @Test func aPropertyIndexBeyondOneByteHasNoEncoding() {
    #expect(FuzzInput(propertyIndex: 256, choices: []).bytes == nil)
    #expect(FuzzInput(propertyIndex: -1, choices: []).bytes == nil)
  }
}
