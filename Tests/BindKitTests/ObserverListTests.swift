import Testing

@testable import BindKit

/// An element of the lists below: a name, and whether it still wants to hear.
private final class Listed: ListedObserver {
  let name: Int
  var listIndex: Int32 = -2
  var isActive = true
  init(_ name: Int) { self.name = name }
}

/// The names `list` delivers to, in order.
private func delivered(_ list: ObserverList<Listed>, except origin: AnyObject? = nil) -> [Int] {
  var names: [Int] = []
  list.forEachObserver(except: origin) { element in
    names.append(element.name)
    return true
  }
  return names
}

/// Removes `element` from `list`; whether it was there.
private func remove(_ element: Listed, from list: inout ObserverList<Listed>) -> Bool {
  list.remove(element)
}

@Suite struct ObserverListTests {
  @Test func aNewListHoldsNothingAndDeliversToNobody() {
    let list = ObserverList<Listed>()
    #expect(list.isEmpty)
    #expect(list.count == 0)
    #expect(list.rest.isEmpty)
    #expect(delivered(list).isEmpty)
  }

  @Test func observersAreToldInTheOrderAddedAndRemovalLeavesTheOthersInOrder() {
    var list = ObserverList<Listed>()
    let elements = (0..<6).map(Listed.init)
    for element in elements { list.append(element) }
    #expect(list.count == 6)
    #expect(delivered(list) == [0, 1, 2, 3, 4, 5])

    #expect(remove(elements[0], from: &list))
    #expect(remove(elements[3], from: &list))
    #expect(!remove(elements[3], from: &list), "a second removal finds nothing")
    #expect(elements[3].listIndex == -2)
    #expect(list.count == 4)
    #expect(delivered(list) == [1, 2, 4, 5])
    #expect(delivered(list, except: elements[4]) == [1, 2, 5])

    elements[5].isActive = false
    #expect(delivered(list) == [1, 2, 4], "an ended observer is skipped")
  }

  @Test func anElementOfAnotherListIsNotRemoved() {
    var list = ObserverList<Listed>()
    var other = ObserverList<Listed>()
    let mine = (0..<3).map(Listed.init)
    let theirs = (10..<13).map(Listed.init)
    for element in mine { list.append(element) }
    for element in theirs { other.append(element) }
    #expect(!remove(theirs[1], from: &list))
    #expect(!remove(theirs[0], from: &list))
    #expect(delivered(list) == [0, 1, 2])
    #expect(delivered(other) == [10, 11, 12])
  }

  @Test func removingEveryOtherObserverSweepsTheHolesAndKeepsTheOrder() {
    var list = ObserverList<Listed>()
    let elements = (0..<200).map(Listed.init)
    for element in elements { list.append(element) }
    for element in elements where element.name % 2 == 1 { #expect(remove(element, from: &list)) }
    #expect(list.count == 100)
    #expect(list.rest.count < 199, "the holes were swept out")
    #expect(delivered(list) == Array(stride(from: 0, to: 200, by: 2)))
    // After a sweep each element's index is where it is now: removing and adding still work.
    for element in elements where element.name % 4 == 0 { #expect(remove(element, from: &list)) }
    list.append(elements[1])
    #expect(delivered(list) == Array(stride(from: 2, to: 200, by: 4)) + [1])
  }

  @Test func aListEmptiedOfItsRestTakesItsNextObserverInline() {
    var list = ObserverList<Listed>()
    let elements = (0..<3).map(Listed.init)
    for element in elements { list.append(element) }
    #expect(remove(elements[0], from: &list))
    #expect(remove(elements[1], from: &list))
    #expect(remove(elements[2], from: &list))
    #expect(list.isEmpty)
    let next = Listed(7)
    list.append(next)
    #expect(next.listIndex == -1, "the first observer is stored inline again")
    #expect(delivered(list) == [7])
  }
}
