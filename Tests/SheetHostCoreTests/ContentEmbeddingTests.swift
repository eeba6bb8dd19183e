import SheetHostCore
import Testing

@Suite("Host: how content sits in the sheet")
struct ContentEmbeddingTests {
    @Test(
        "a controller or a list fills the sheet edge to edge; a form keeps its height, inset by margins",
        arguments: [(false, false, false), (true, false, true), (false, true, true), (true, true, true)])
    func rule(_ isController: Bool, _ isScrollView: Bool, _ fills: Bool) {
        let embedding = ContentEmbedding.rule(isController: isController, isScrollView: isScrollView)
        #expect(embedding.fillsHeight == fills)
        #expect(embedding.insetsByMargins == !fills)
    }
}
