import BindKit
import TestSupport
import Testing

/// A model with to-many properties: an array of `Equatable` elements, and one of elements that are not.
private final class Playlist: BindableObject {
  @Bound var songs: [String] = []
  @Bound var blobs: [Blob] = []
  @Bound var title = ""
  var songCount: Int { songs.count }
}

/// An element that is not `Equatable`.
private struct Blob {
  var size: Int
}

/// Records every change an observation reports, in a form easy to compare.
private final class ChangeLog {
  var entries: [String] = []
  func record(_ change: ObservedChange<[String]>) {
    if change.isPrior {
      entries.append("prior")
      return
    }
    let removed = change.collectionChange.map { describe($0.removedIndexes) } ?? "-"
    let inserted = change.collectionChange.map { describe($0.insertedIndexes) } ?? "-"
    var entry = "\(change.kind) -\(removed) +\(inserted)"
    if let elements = change.removedElements { entry += " old\(elements)" }
    if let elements = change.insertedElements { entry += " new\(elements)" }
    entries.append(entry)
  }
  private func describe(_ set: RangeSet<Int>) -> String {
    "["
      + set.ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..<\($0.upperBound)" }
      .joined(separator: ",") + "]"
  }
}

/// In-place changes of to-many properties (`mutate(_:_:)`), and the kind and indexes observers are told.
@Suite struct ToManyTests {
  private func observed(_ playlist: Playlist, options: ObservingOptions = [.old, .new]) -> ChangeLog {
    let log = ChangeLog()
    playlist.observe(\.songs, options: options) { _, change in log.record(change) }
    return log
  }

  @Test func anInsertionIsReportedWithItsKindIndexAndElement() {
    let playlist = Playlist()
    playlist.songs = ["a", "b"]
    let log = observed(playlist)
    playlist.mutate(\.songs) { $0.insert("x", at: 0) }
    #expect(playlist.songs == ["x", "a", "b"])
    #expect(log.entries == ["insertion -[] +[0] old[] new[\"x\"]"])
  }

  @Test func aRemovalIsReportedWithTheRemovedElement() {
    let playlist = Playlist()
    playlist.songs = ["a", "b", "c"]
    let log = observed(playlist)
    let removed = playlist.mutate(\.songs) { $0.remove(at: 1) }
    #expect(removed == "b")
    #expect(playlist.songs == ["a", "c"])
    #expect(log.entries == ["removal -[1] +[] old[\"b\"] new[]"])
  }

  @Test func aReplacementInPlaceHasEqualIndexSets() {
    let playlist = Playlist()
    playlist.songs = ["a", "b", "c"]
    let log = observed(playlist)
    playlist.mutate(\.songs) { $0[2] = "z" }
    #expect(playlist.songs == ["a", "b", "z"])
    #expect(log.entries == ["replacement -[2] +[2] old[\"c\"] new[\"z\"]"])
  }

  @Test func oneBlockIsOneChangeInTheCombinedForm() {
    let playlist = Playlist()
    playlist.songs = ["a", "b", "c", "d"]
    let log = observed(playlist)
    playlist.mutate(\.songs) { songs in
      songs.remove(at: 3)
      songs.insert("x", at: 0)
      songs.remove(at: 2)  // "b"
      songs.append("y")
    }
    #expect(playlist.songs == ["x", "a", "c", "y"])
    // Removals in the old array ("b" at 1, "d" at 3), then insertions in the new one ("x" at 0, "y" at 3).
    #expect(log.entries == ["replacement -[1,3] +[0,3] old[\"b\", \"d\"] new[\"x\", \"y\"]"])
  }

  @Test func anElementInsertedAndRemovedInOneBlockIsNoChange() {
    let playlist = Playlist()
    playlist.songs = ["a"]
    let log = observed(playlist)
    var callbacks = 0
    playlist.boundPropertiesUpdateBlock = { callbacks += 1 }
    playlist.mutate(\.songs) { songs in
      songs.insert("x", at: 0)
      songs.remove(at: 0)
    }
    #expect(log.entries.isEmpty)
    #expect(callbacks == 0)
  }

  @Test func theCombinedFormRebuildsTheNewArrayFromTheOld() {
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<300 * TestSize.fuzz {
      let playlist = Playlist()
      playlist.songs = (0..<Int.random(in: 0...8, using: &generator)).map { "s\($0)" }
      let before = playlist.songs
      var reported: CollectionChange?
      var removed: [String]?
      playlist.observe(\.songs, options: [.old]) { _, change in
        reported = change.collectionChange
        removed = change.removedElements
      }
      playlist.mutate(\.songs) { songs in
        for step in 0..<Int.random(in: 1...6, using: &generator) {
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: songs.insert("n\(step)", at: Int.random(in: 0...songs.count, using: &generator))
          case 1 where !songs.isEmpty: songs.remove(at: Int.random(in: 0..<songs.count, using: &generator))
          case 2 where !songs.isEmpty: songs[Int.random(in: 0..<songs.count, using: &generator)] = "r\(step)"
          case 3 where songs.count > 1:
            songs.move(
              from: Int.random(in: 0..<songs.count, using: &generator),
              to: Int.random(in: 0..<songs.count, using: &generator))
          default: songs.append("a\(step)")
          }
        }
      }
      guard let change = reported else {
        #expect(playlist.songs == before)
        continue
      }
      var rebuilt = before
      change.apply(to: &rebuilt, from: playlist.songs)
      #expect(rebuilt == playlist.songs)
      #expect(removed == Array(before[change.removedIndexes]))
    }
  }

  @Test func wholeAssignmentOfEquatableElementsIsReportedAsTheirDifference() {
    let playlist = Playlist()
    playlist.songs = ["a", "b", "c"]
    let log = observed(playlist)
    playlist.songs = ["a", "x", "c"]
    playlist.songs = ["a", "x", "c", "d"]
    #expect(
      log.entries == [
        "replacement -[1] +[1] old[\"b\"] new[\"x\"]",
        "insertion -[] +[3] old[] new[\"d\"]",
      ])
  }

  @Test func wholeAssignmentOfOtherElementsIsASettingWithoutIndexes() {
    let playlist = Playlist()
    playlist.blobs = [Blob(size: 1)]
    var kinds: [CollectionChange.Kind] = []
    var indexes: [RangeSet<Int>?] = []
    playlist.observe(\.blobs) { _, change in
      kinds.append(change.kind)
      indexes.append(change.indexes)
    }
    playlist.blobs = [Blob(size: 2), Blob(size: 3)]
    playlist.mutate(\.blobs) { $0.append(Blob(size: 4)) }
    #expect(kinds == [.setting, .insertion])
    #expect(indexes == [nil, RangeSet(2..<3)])
  }

  @Test func priorObserversAreToldBeforeTheBlockRuns() {
    let playlist = Playlist()
    playlist.songs = ["a"]
    var seen: [String] = []
    playlist.observe(\.songs, options: [.prior, .old, .new]) { model, change in
      seen.append(change.isPrior ? "prior \(change.oldValue ?? [])" : "after \(model.songs)")
    }
    playlist.mutate(\.songs) { $0.append("b") }
    #expect(seen == ["prior [\"a\"]", "after [\"a\", \"b\"]"])
  }

  @Test func aComputedPropertyThatReadsTheArrayKeepsFollowingIt() {
    let playlist = Playlist()
    var counts: [Int] = []
    playlist.observe(\.songCount) { _, change in counts.append(change.newValue ?? -1) }
    playlist.mutate(\.songs) { $0.append("a") }
    playlist.songs = ["a", "b", "c"]
    playlist.mutate(\.songs) { $0.remove(at: 0) }
    #expect(counts == [1, 3, 2])
  }

  @Test func aMutationRunsTheCallbacksOnceAndWaitsForATransaction() {
    let playlist = Playlist()
    var callbacks = 0
    playlist.boundPropertiesUpdateBlock = { callbacks += 1 }
    playlist.mutate(\.songs) { songs in
      songs.append("a")
      songs.append("b")
    }
    #expect(callbacks == 1)
    var seenDuringTransaction: [[String]] = []
    let view = ProbeListView()
    playlist.bind(key: \.songs, toView: view, viewKey: \.rows)
    playlist.updateBoundProperties {
      playlist.mutate(\.songs) { $0.append("c") }
      seenDuringTransaction.append(view.rows)
      playlist.title = "t"
      #expect(callbacks == 1)
    }
    #expect(seenDuringTransaction == [["a", "b", "c"]])
    #expect(callbacks == 2)
  }

  @Test func aBoundViewAppliesTheChangeAndIsToldItsKind() {
    let playlist = Playlist()
    playlist.songs = ["a", "b"]
    let view = ProbeListView()
    playlist.bind(key: \.songs, toView: view, viewKey: \.rows)
    var changes: [CollectionChange?] = []
    view.$rows.addListener { _ in changes.append(view.$rows.collectionChange) }
    playlist.mutate(\.songs) { $0.insert("x", at: 1) }
    playlist.songs = ["q"]
    #expect(view.rows == ["q"])
    #expect(
      changes == [CollectionChange(removedIndexes: RangeSet(), insertedIndexes: RangeSet(1..<2)), nil])
    #expect(view.$rows.collectionChange == nil)
  }

  @Test func aViewProgramSetIsReplacedByTheModelsWholeArrayAtTheNextChange() {
    let playlist = Playlist()
    playlist.songs = ["a", "b"]
    let view = ProbeListView()
    playlist.bind(key: \.songs, toView: view, viewKey: \.rows)
    view.rows = ["other"]
    playlist.mutate(\.songs) { $0.append("c") }
    #expect(view.rows == ["a", "b", "c"])
    playlist.mutate(\.songs) { $0.remove(at: 0) }
    #expect(view.rows == ["b", "c"])
  }

  @Test func aPersonsInPlaceEditReachesTheModelAsOneChangeWithItsKind() {
    let playlist = Playlist()
    playlist.songs = ["a", "b", "c"]
    let view = ProbeListView()
    let other = ProbeListView()
    playlist.bind(key: \.songs, toView: view, viewKey: \.rows)
    playlist.bind(key: \.songs, toView: other, viewKey: \.rows)
    let log = observed(playlist)
    var callbacks = 0
    playlist.boundPropertiesUpdateBlock = { callbacks += 1 }
    var echoes = 0
    view.$rows.addListener { _ in echoes += 1 }
    view.$rows.userDidMutate { $0.remove(at: 0) }
    #expect(playlist.songs == ["b", "c"])
    #expect(other.rows == ["b", "c"])
    #expect(echoes == 1)
    #expect(callbacks == 1)
    #expect(log.entries == ["removal -[0] +[] old[\"a\"] new[]"])
  }

  @Test func validatorsStillJudgeAPersonsEditOfAnArray() {
    let playlist = ValidatedPlaylist()
    playlist.songs = ["a", "b"]
    let view = ProbeListView()
    let token = playlist.bind(key: \.songs, toView: view, viewKey: \.rows)
    view.$rows.userDidMutate { $0.removeAll() }
    #expect(playlist.songs == ["a", "b"])
    #expect(token.validationError != nil)
    view.$rows.userDidMutate { $0.append("c") }
    #expect(playlist.songs == ["c"])
  }

  @Test func bindingGroupDiscardRestoresTheViewsArray() {
    let playlist = Playlist()
    playlist.songs = ["a", "b"]
    let view = ProbeListView()
    let group = BindingGroup()
    let token = playlist.bind(key: \.songs, toView: view, viewKey: \.rows, updates: .onCommit)
    group.add(token)
    view.$rows.userDidMutate { $0.append("c") }
    #expect(playlist.songs == ["a", "b"])
    group.discard()
    #expect(view.rows == ["a", "b"])
    view.$rows.userDidMutate { $0.append("d") }
    group.commit()
    #expect(playlist.songs == ["a", "b", "d"])
  }

  @Test func mutatingAPropertyThatIsNotBoundAssignsItWhole() {
    let holder = PlainHolder()
    var reported: [[Int]] = []
    holder.observe(\.numbers) { _, change in reported.append(change.newValue ?? []) }
    holder.mutate(\.numbers) { $0.append(3) }
    #expect(holder.numbers == [1, 2, 3])
    #expect(reported.isEmpty)  // a plain stored property is not announced
  }

  @Test func aChangeMadeByAnObserverDuringDeliveryLeavesEveryViewShowingTheModelsArray() {
    let playlist = Playlist()
    playlist.songs = ["a", "b", "c"]
    let early = ProbeListView()
    playlist.bind(key: \.songs, toView: early, viewKey: \.rows)
    playlist.observe(\.songs) { model, change in
      // React to a replacement with another one, elsewhere: the array keeps its length.
      if change.kind == .replacement, model.songs[1] != "fixed" { model.mutate(\.songs) { $0[1] = "fixed" } }
    }
    let late = ProbeListView()
    playlist.bind(key: \.songs, toView: late, viewKey: \.rows)
    let log = observed(playlist)
    playlist.mutate(\.songs) { $0[0] = "x" }
    #expect(playlist.songs == ["x", "fixed", "c"])
    #expect(early.rows == ["x", "fixed", "c"])
    #expect(late.rows == ["x", "fixed", "c"])
    #expect(log.entries.last?.hasPrefix("setting") == true)
  }

  @Test func theDifferenceOfTwoArraysRebuildsTheNewOne() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 * TestSize.fuzz {
      let old = (0..<Int.random(in: 0...10, using: &generator)).map { _ in Int.random(in: 0..<4, using: &generator) }
      let new = (0..<Int.random(in: 0...10, using: &generator)).map { _ in Int.random(in: 0..<4, using: &generator) }
      let change = CollectionChange.difference(from: old, to: new)
      var rebuilt = old
      change.apply(to: &rebuilt, from: new)
      #expect(rebuilt == new)
    }
  }
}

/// A model whose array must never be empty.
private final class ValidatedPlaylist: BindableObject {
  @Bound var songs: [String] = []
  struct Empty: Error {}
  override init() {
    super.init()
    setValidator(for: \.songs) { songs in if songs.isEmpty { throw Empty() } }
  }
}

/// A model whose array is a plain stored property, announced by hand.
private final class PlainHolder: BindableObject {
  var numbers = [1, 2]
}

/// A view with an array property, for the core's tests.
private final class ProbeListView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var rows: [String] = []
}
