import BindKit
import BindKitViews
import Testing

/// A settings screen's list of servers.
private final class ServerList: BindableObject {
  @Bound var servers = ["alpha", "beta", "gamma", "delta"]
  @Bound var selected: Int? = nil
}

/// `ListView`: rows, selection, gestures, and the selection following its row.
@Suite struct ListViewTests {
  private func boundList(selected: Int? = nil) -> (ServerList, ListView<String>) {
    let model = ServerList()
    model.selected = selected
    let list = ListView<String>(rowTitle: { $0.uppercased() })
    model.bind(key: \.servers, toView: list, viewKey: \.items)
    model.bind(key: \.selected, toView: list, viewKey: \.selectedIndex)
    return (model, list)
  }

  @Test func rowsShowTheModelsItemsThroughTheRowTitle() {
    let (_, list) = boundList()
    #expect(list.items.count == 4)
    #expect(list.title(ofRow: 1) == "BETA")
    #expect(list.title(ofRow: 4) == nil)
    #expect(list.title(ofRow: -1) == nil)
    #expect(!list.showsPlaceholder)
  }

  @Test func anEmptyListShowsItsPlaceholder() {
    let list = ListView<Int>()
    #expect(list.showsPlaceholder)
    #expect(list.placeholder == "No items")
    list.items = [1]
    #expect(!list.showsPlaceholder)
  }

  @Test func selectingARowReachesTheModelAndTheModelsSelectionReachesTheList() {
    let (model, list) = boundList()
    list.selectRow(2)
    #expect(model.selected == 2)
    model.selected = 0
    #expect(list.selectedIndex == 0)
    list.clearSelection()
    #expect(model.selected == nil)
  }

  @Test func aModelsInsertionReachesTheListAsAnInsertionAndTheSelectionFollowsItsRow() {
    let (model, list) = boundList(selected: 1)
    var changes: [CollectionChange?] = []
    list.$items.addListener { _ in changes.append(list.$items.collectionChange) }
    model.mutate(\.servers) { $0.insert("new", at: 0) }
    #expect(list.items == ["new", "alpha", "beta", "gamma", "delta"])
    #expect(changes.map { $0?.kind } == [.insertion])
    #expect(changes.first??.insertedIndexes == RangeSet(0..<1))
    #expect(list.selectedIndex == 2)
    #expect(model.selected == 2)
  }

  @Test func insertionsAndRemovalsAfterTheSelectionLeaveIt() {
    let (model, list) = boundList(selected: 1)
    model.mutate(\.servers) { $0.append("x") }
    model.mutate(\.servers) { $0.remove(at: 3) }
    #expect(list.selectedIndex == 1)
    #expect(model.selected == 1)
  }

  @Test func removingTheSelectedRowSelectsTheNextRowThenThePreviousThenNothing() {
    let (model, list) = boundList(selected: 1)
    model.mutate(\.servers) { $0.remove(at: 1) }  // beta: gamma follows it
    #expect(list.selectedIndex == 1)
    #expect(list.items[1] == "gamma")
    model.mutate(\.servers) { $0.remove(at: 2) }  // delta, the last row, is not selected
    list.selectRow(1)
    model.mutate(\.servers) { $0.remove(at: 1) }  // gamma, the last row: alpha before it
    #expect(list.selectedIndex == 0)
    model.mutate(\.servers) { $0.remove(at: 0) }
    #expect(list.selectedIndex == nil)
    #expect(model.selected == nil)
    #expect(list.showsPlaceholder)
  }

  @Test func theSelectionFollowsItsRowByIndexAmongDuplicates() {
    let model = ServerList()
    model.servers = ["a", "a", "a"]
    let list = ListView<String>()
    model.bind(key: \.servers, toView: list, viewKey: \.items)
    model.bind(key: \.selected, toView: list, viewKey: \.selectedIndex)
    list.selectRow(1)
    model.mutate(\.servers) { $0.insert("a", at: 0) }
    #expect(list.selectedIndex == 2)
    model.mutate(\.servers) { $0.remove(at: 0) }
    #expect(list.selectedIndex == 1)
  }

  @Test func aRowReplacedInPlaceStaysSelected() {
    let (model, list) = boundList(selected: 2)
    model.mutate(\.servers) { $0[2] = "GAMMA" }
    #expect(list.selectedIndex == 2)
    #expect(list.items[2] == "GAMMA")
  }

  @Test func aSelectedRowTheModelMovesTakesTheSelectionAndAnotherItemPutInElsewhereDoesNot() {
    let (model, list) = boundList(selected: 0)
    model.mutate(\.servers) { $0.move(from: 0, to: 2) }
    #expect(list.items == ["beta", "gamma", "alpha", "delta"])
    #expect(list.selectedIndex == 2 && model.selected == 2)
    model.mutate(\.servers) {
      $0.remove(at: 2)
      $0.insert("epsilon", at: 0)
    }
    // "alpha" went: the row after it ("delta") is selected, not the row put in.
    #expect(list.items == ["epsilon", "beta", "gamma", "delta"])
    #expect(list.selectedIndex == 3 && model.selected == 3)
  }

  @Test func deletingARowReachesTheModelAsARemoval() {
    let (model, list) = boundList(selected: 3)
    var kinds: [CollectionChange.Kind] = []
    var indexes: [RangeSet<Int>?] = []
    model.observe(\.servers) { _, change in
      kinds.append(change.kind)
      indexes.append(change.indexes)
    }
    list.deleteRow(at: 0)
    #expect(model.servers == ["beta", "gamma", "delta"])
    #expect(kinds == [.removal])
    #expect(indexes == [RangeSet(0..<1)])
    #expect(list.selectedIndex == 2)
    #expect(model.selected == 2)
  }

  @Test func movingARowReachesTheModelAsOneChangeAndTheSelectionStaysOnItsRow() {
    let (model, list) = boundList(selected: 0)
    var changes: [CollectionChange?] = []
    model.observe(\.servers) { _, change in changes.append(change.collectionChange) }
    list.moveRow(from: 0, to: 2)
    #expect(model.servers == ["beta", "gamma", "alpha", "delta"])
    #expect(changes == [CollectionChange(removedIndexes: RangeSet(0..<1), insertedIndexes: RangeSet(2..<3))])
    #expect(list.selectedIndex == 2)
    #expect(model.selected == 2)
    list.selectRow(3)
    list.moveRow(from: 1, to: 0)
    #expect(model.selected == 3)
    list.moveRow(from: 3, to: 0)
    #expect(model.selected == 0)
    #expect(model.servers.first == "delta")
  }

  @Test func gesturesAreRefusedWhileDisabledOrHidden() {
    let (model, list) = boundList(selected: 0)
    for setUp in [{ list.isEnabled = false }, { list.isHidden = true }] {
      list.isEnabled = true
      list.isHidden = false
      setUp()
      list.selectRow(2)
      list.clearSelection()
      list.deleteRow(at: 0)
      list.moveRow(from: 0, to: 1)
      #expect(model.servers == ["alpha", "beta", "gamma", "delta"])
      #expect(model.selected == 0)
    }
  }

  @Test func gesturesWithIndexesThatNameNoRowChangeNothing() {
    let (model, list) = boundList(selected: 0)
    list.selectRow(4)
    list.selectRow(-1)
    list.selectRow(Int.max)
    list.deleteRow(at: 4)
    list.deleteRow(at: Int.min)
    list.moveRow(from: 0, to: 4)
    list.moveRow(from: -1, to: 0)
    list.moveRow(from: 2, to: 2)
    #expect(model.servers == ["alpha", "beta", "gamma", "delta"])
    #expect(model.selected == 0)
  }

  @Test func aModelsSelectionOutOfRangeShowsAsNoneUntilTheRowsAdmitIt() {
    let model = ServerList()
    model.servers = []
    model.selected = 2
    let list = ListView<String>()
    model.bind(key: \.selected, toView: list, viewKey: \.selectedIndex)
    model.bind(key: \.servers, toView: list, viewKey: \.items)
    #expect(list.selectedIndex == nil)
    #expect(model.selected == 2)
    model.servers = ["a", "b", "c"]
    #expect(list.selectedIndex == 2)
    model.selected = -5
    #expect(list.selectedIndex == nil)
    #expect(model.selected == -5)
  }

  @Test func aModelsSelectionOutOfRangeShowsOnceAnInPlaceChangeMakesRoomForIt() {
    let (model, list) = boundList(selected: 5)
    var reported: [Int?] = []
    model.observe(\.selected) { model, _ in reported.append(model.selected) }
    #expect(list.selectedIndex == nil)
    model.mutate(\.servers) { $0.append("epsilon") }
    #expect(list.selectedIndex == nil)  // five rows: index 5 still names none
    model.mutate(\.servers) { $0.insert("zeta", at: 0) }
    #expect(list.selectedIndex == 5)  // six rows: it shows, as the model's index, not shifted
    #expect(list.title(ofRow: 5) == "EPSILON")
    #expect(model.selected == 5)
    #expect(reported.isEmpty)  // shown, not reported: the model holds it already
    model.mutate(\.servers) { $0.insert("eta", at: 0) }
    #expect(list.selectedIndex == 6)  // from then on it follows its row, and the model is told
    #expect(model.selected == 6)
  }

  @Test func wholeAssignmentKeepsTheSelectionWhenItStillNamesARow() {
    let (model, list) = boundList(selected: 1)
    var changes: [CollectionChange?] = []
    list.$items.addListener { _ in changes.append(list.$items.collectionChange) }
    model.servers = ["x", "y", "z"]
    #expect(changes == [nil])
    #expect(list.selectedIndex == 1)
    model.servers = ["x"]
    #expect(list.selectedIndex == nil)
    #expect(model.selected == 1)
  }
}
