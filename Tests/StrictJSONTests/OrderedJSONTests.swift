import StrictJSON
import Testing

/// Replay lines and bench results are written by OrderedJSON; these pin its number forms.
@Suite struct OrderedJSONTests {
  @Test func numberForms() {
    #expect(OrderedJSON.number(18).text() == "18")
    #expect(OrderedJSON.float(18).text() == "18.0")
    #expect(OrderedJSON.float(.infinity).text() == "null")
    #expect(OrderedJSON.decimal(2.0 / 3, digits: 3).text() == "0.667")
    #expect(OrderedJSON.object([("machine", .string("2 cores, \"x\""))], inline: true).text() == #"{"machine": "2 cores, \"x\""}"#)
  }
}
