import BindKit
import BindKitTerminal
import BindKitViews
import FoundationEssentials
import Testing

/// The driver draws every built-in adapter and turns keys into their gestures.
@Suite struct FormDriverTests {
  @Test func theBuilderKeepsRowsInOrderWithSectionsIfAndFor() {
    let fields = (0..<3).map { _ in TextField() }
    let showsExtra = false
    let form = Form {
      Text("Title", style: .bold)
      Section("Names") {
        for (index, field) in fields.enumerated() { Field("Name \(index)", field) }
      }
      if showsExtra { Field("Extra", Switch()) } else { Field("Other", Switch(), name: "other") }
    }
    #expect(form.names == ["name0", "name1", "name2", "other"])
    #expect(screenText(FormDriver(form: form)).hasPrefix("  Title\nNames\n> Name 0  ["))
  }

  @Test func everyBuiltInAdapterIsDrawn() {
    let picker = DatePicker(date: Date(timeIntervalSince1970: 86_400 * 365 + 3_600 * 13 + 60 * 5))
    let form = Form {
      Field("Name", TextField(text: "Ada", placeholder: "your name"))
      Field("Empty", TextField(placeholder: "a hint"))
      Field("Secret", TextField(text: "abc", placeholder: ""), secure: true)
      Field("Notes", TextView(text: "one\ntwo"))
      Field("Status", Label(text: "Ready"))
      Field("Save", Button(title: "Save"))
      Field("Done", BarButtonItem(title: "Done"))
      Field("Wi-Fi", Switch(isOn: true))
      Field("Volume", Slider(value: 0.25))
      Field("Count", Stepper(value: 3))
      Field("When", picker)
      Field("Theme", SegmentedControl(segments: ["Light", "Dark"], selectedSegmentIndex: 1))
      Field("Page", PageControl(numberOfPages: 3, currentPage: 1))
      Field("Photo", ImageView(image: Image(name: "cat", width: 64, height: 48)))
    }
    let lines = screenText(FormDriver(form: form)).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "> Name    [Ada_                      ]")
    #expect(lines[1] == "  Empty   [a hint                    ]")
    #expect(lines[2] == "  Secret  [***                       ]")
    #expect(lines[3] == "  Notes")
    #expect(lines[4] == "    | one")
    #expect(lines[5] == "    | two")
    #expect(lines[6] == "  Status: Ready")
    #expect(lines[7] == "  [ Save ]")
    #expect(lines[8] == "  [ Done ]")
    #expect(lines[9] == "  [x] Wi-Fi")
    #expect(lines[10] == "  Volume  [#####---------------] 0.25")
    #expect(lines[11] == "  Count   < 3 >")
    #expect(lines[12] == "  When    1971-01-01 13:05 UTC")
    #expect(lines[13] == "  Theme    Light  [Dark]")
    #expect(lines[14] == "  Page    . * .  page 2 of 3")
    #expect(lines[15] == "  Photo   cat (64×48)")
  }

  @Test func hiddenControlsTakeNoRoomAndDisabledOnesAreDrawnDim() {
    let hidden = Button(title: "Hidden")
    hidden.isHidden = true
    let disabled = Switch()
    disabled.isEnabled = false
    let driver = FormDriver(
      form: Form {
        Field("Hidden", hidden)
        Field("Off", disabled)
      })
    #expect(screenText(driver) == "  [ ] Off (disabled)")  // a disabled control does not take the focus
    #expect(driver.focusedName == nil)
    driver.usesColor = true
    let line = driver.frame().lines[0]
    #expect(line.encoded(usesColor: true) == "  \u{1B}[2m[ ] Off\u{1B}[0m")
  }

  @Test func typingIsTheFieldsGestureAndReachesTheModel() {
    let model = Preferences()
    let field = TextField()
    model.bind(key: \.name, toView: field, viewKey: \.text)
    let driver = FormDriver(form: Form { Field("Name", field) })
    driver.handle(.end)
    type("!", into: driver)
    #expect(model.name == "Ada!")
    driver.handle(.home)
    driver.handle(.delete)
    #expect(model.name == "da!")
    driver.handle(.control("e"))
    driver.handle(.backspace)
    #expect(field.text == "da")
    field.isEnabled = false
    type("x", into: driver)
    #expect(model.name == "da")  // a disabled field ignores typing: the adapter's rule
  }

  @Test(arguments: [Key.control("_"), Key.alt("u")])
  func theUndoKeysTakeEditsBackOnTheModelAndTheScreenAndAltERedoesThem(undoKey: Key) {
    let model = Preferences()
    let name = TextField()
    let on = Switch()
    model.bind(key: \.name, toView: name, viewKey: \.text)
    model.bind(key: \.on, toView: on, viewKey: \.isOn)
    let driver = FormDriver(
      form: Form {
        Field("Name", name)
        Field("On", on)
      })
    #expect(driver.handle(undoKey) == .ignored)  // no manager: the key is the program's
    let undo = EditUndoManager()
    undo.attach(model)
    driver.undoManager = undo
    driver.handle(.end)
    type("!?", into: driver)
    driver.handle(.tab)  // leaving the field ends its typing step
    driver.handle(.character(" "))
    #expect(model.name == "Ada!?" && model.on && undo.undoCount == 2)
    #expect(screenText(driver).contains("[Ada!?") && screenText(driver).contains("[x] On"))
    #expect(driver.handle(undoKey) == .handled)
    #expect(!model.on && screenText(driver).contains("[ ] On"))
    driver.handle(undoKey)
    #expect(model.name == "Ada" && name.text == "Ada" && !screenText(driver).contains("Ada!"))
    #expect(driver.handle(undoKey) == .handled && model.name == "Ada")  // nothing left: nothing changes
    #expect(driver.handle(.alt("e")) == .handled)
    #expect(model.name == "Ada!?" && screenText(driver).contains("[Ada!?") && !model.on)
    driver.handle(.alt("e"))
    #expect(model.on && screenText(driver).contains("[x] On") && !undo.canRedo)
  }

  @Test func controlKeysEditAroundTheCursor() {
    let field = TextField(text: "hello big world", placeholder: "")
    let driver = FormDriver(form: Form { Field("Text", field) })
    driver.handle(.control("w"))
    #expect(field.text == "hello big ")
    driver.handle(.control("a"))
    driver.handle(.right)
    driver.handle(.control("k"))
    #expect(field.text == "h")
    type("ey", into: driver)
    driver.handle(.control("u"))
    #expect(field.text == "")
    driver.handle(.paste("two\nlines"))
    #expect(field.text == "two lines")
  }

  @Test func theCursorNeverSplitsAGraphemeClusterAndCountsWideCharacters() {
    let field = TextField()
    let driver = FormDriver(form: Form { Field("T", field) })
    type("e", into: driver)
    driver.handle(.character("\u{301}"))  // a combining accent joins the e
    type("日", into: driver)
    #expect(field.text == "e\u{301}日")
    #expect(field.text.count == 2)
    #expect(driver.frame().cursor?.column == 6 + 1 + 2)  // "> T  [" then é (1) and 日 (2)
    driver.handle(.left)
    #expect(driver.frame().cursor?.column == 6 + 1)
    driver.handle(.backspace)
    #expect(field.text == "日")
    let family = "👩‍👩‍👧"
    driver.handle(.paste(family))
    #expect(field.text == family + "日")
    #expect(driver.frame().cursor?.column == 6 + 2)
    driver.handle(.backspace)
    #expect(field.text == "日")
  }

  @Test func enterCommitsAndEscDiscardsAnOnCommitBinding() {
    let model = Preferences()
    let field = TextField()
    let token = model.bind(key: \.name, toView: field, viewKey: \.text, updates: .onCommit)
    let other = Switch()
    let driver = FormDriver(
      form: Form {
        Field("Name", field)
        Field("Other", other)
      })
    driver.handle(.control("u"))
    type("Grace", into: driver)
    #expect(model.name == "Ada")
    #expect(token.hasPendingEdit)
    #expect(driver.handle(.escape) == .handled)
    #expect(field.text == "Ada")
    #expect(driver.handle(.escape) == .ignored)  // nothing to discard: the program decides
    type("!", into: driver)
    driver.handle(.enter)
    #expect(model.name == "Ada!")
    #expect(driver.focusedName == "other")
  }

  @Test func aRefusedValueIsShownBesideItsControlAndTheModelKeepsItsValue() {
    let model = Preferences()
    let field = TextField()
    model.bind(key: \.port, toView: field, viewKey: \.text, converter: .integerText)
    let driver = FormDriver(form: Form { Field("Port", field) })
    driver.handle(.control("u"))
    driver.handle(.paste("70000"))
    #expect(model.port == 8080)
    #expect(screenText(driver).contains("[70000_") && screenText(driver).contains("! "))
    driver.handle(.enter)
    #expect(driver.focusedName == "port")  // a refused edit keeps the focus
    driver.handle(.control("u"))
    type("443", into: driver)
    #expect(model.port == 443)
    #expect(!screenText(driver).contains("!"))
  }

  @Test func arrowsMoveASliderOnAnIntInBothDirectionsThoughEachHalfStepRoundsBack() {
    final class Mixer: BindableObject { @Bound var volume = 7 }
    let mixer = Mixer()
    let slider = Slider(value: 0, minimumValue: 0, maximumValue: 10)  // steps of 0.5
    mixer.bind(key: \.volume, toView: slider, viewKey: \.value, converter: .numeric)
    let driver = FormDriver(form: Form { Field("Volume", slider) })
    driver.handle(.left)  // 6.5 rounds back to 7, so the slider steps on to 6
    #expect(mixer.volume == 6)
    #expect(slider.value == 6)
    driver.handle(.right)
    #expect(mixer.volume == 7)
    #expect(slider.value == 7)
    driver.handle(.end)
    #expect(mixer.volume == 10)
    driver.handle(.right)  // at the end: nothing moves
    #expect(mixer.volume == 10)
    #expect(slider.value == 10)
  }

  @Test func spaceEnterAndArrowsAreTheControlsGestures() {
    let model = Preferences()
    let toggle = Switch()
    let slider = Slider()
    model.bind(key: \.on, toView: toggle, viewKey: \.isOn)
    model.bind(key: \.volume, toView: slider, viewKey: \.value)
    let stepper = Stepper(value: 2)
    let segments = SegmentedControl(segments: ["a", "b", "c"], selectedSegmentIndex: 0)
    let pages = PageControl(numberOfPages: 2)
    let picker = DatePicker(date: Date(timeIntervalSince1970: 0))
    var taps = 0
    let button = Button(title: "Go")
    _ = button.addAction { taps += 1 }
    let driver = FormDriver(
      form: Form {
        Field("On", toggle)
        Field("Volume", slider)
        Field("Steps", stepper)
        Field("Segment", segments)
        Field("Page", pages)
        Field("Date", picker)
        Field("Go", button)
      })
    driver.handle(.character(" "))
    #expect(model.on)
    driver.handle(.tab)
    driver.handle(.right)
    #expect(model.volume == 0.55)
    driver.handle(.tab)
    driver.handle(.left)
    #expect(stepper.value == 1)
    driver.handle(.tab)
    driver.handle(.right)
    #expect(segments.selectedSegmentIndex == 1)
    driver.handle(.tab)
    driver.handle(.right)
    #expect(pages.currentPage == 1)
    driver.handle(.tab)
    driver.handle(.right)  // the month
    driver.handle(.character("+"))
    #expect(picker.date == Date(timeIntervalSince1970: 31 * 86_400))
    driver.handle(.backTab)
    #expect(driver.focusedName == "page")
    driver.focus(named: "go")
    driver.handle(.enter)
    #expect(taps == 1)
  }

  @Test func onlyTheRowsWhoseControlsChangedAreDrawnAgain() {
    let model = Preferences()
    let fields = (0..<10).map { _ in TextField() }
    let status = Label()
    model.bind(key: \.name, toView: status, viewKey: \.text)
    let driver = FormDriver(
      form: Form {
        for (index, field) in fields.enumerated() { Field("F\(index)", field) }
        Field("Status", status)
      })
    _ = driver.frame()
    let before = driver.rowsDrawn
    _ = driver.frame()
    #expect(driver.rowsDrawn == before)
    model.name = "changed by the model"  // a binding, not a key: the listener tells the driver
    #expect(screenText(driver).contains("Status: changed by the model"))
    #expect(driver.rowsDrawn == before + 1)
    type("a", into: driver)
    _ = driver.frame()
    #expect(driver.rowsDrawn == before + 2)
  }

  @Test func aChangeFromOutsideKeyHandlingCallsOnChange() {
    let field = TextField()
    let label = Label()
    let driver = FormDriver(
      form: Form {
        Field("Name", field)
        Field("Status", label)
      })
    var changes = 0
    driver.onChange = { changes += 1 }
    label.text = "Done"  // as an action finishing would, through a binding
    #expect(changes == 1)
    #expect(driver.frame().plainText.contains("Status: Done"))
    driver.handle(.character("a"))  // a key's change is reported too
    #expect(changes == 2)
  }

  /// The driver patches changed rows into the last frame's lines: a row that changes its number of lines, appears
  /// or hides must move the rows after it, as a driver drawing everything afresh would.
  @Test func framesMadeOfChangedRowsMatchFramesDrawnAfresh() {
    let note = Label()
    let toggle = Switch()
    let field = TextField()
    let form = Form {
      Field("Note", note)
      Field("Hidden", toggle)
      Field("Name", field, name: "name")
    }
    let driver = FormDriver(form: form)
    func expectFresh() {
      let fresh = FormDriver(form: form)
      #expect(driver.focus(named: "name") && fresh.focus(named: "name"))
      let frame = driver.frame(columns: 30)
      #expect(frame == fresh.frame(columns: 30))
      #expect(frame.focusedLines == fresh.frame(columns: 30).focusedLines)
    }
    _ = driver.frame(columns: 30)
    expectFresh()
    note.text = "one\ntwo"  // a row grows
    expectFresh()
    toggle.isHidden = true  // a row goes
    expectFresh()
    type("日本 and more text than the field shows", into: driver)  // the same rows, other lines
    expectFresh()
    note.text = "one"
    toggle.isHidden = false
    expectFresh()
    #expect(driver.frame(columns: 12).lines.allSatisfy { $0.width <= 12 })  // another width: cut again
    expectFresh()
  }

  @Test func pageKeysReachTheTopAndTheBottomOfTheFormAndItsTextRows() {
    let first = TextField()
    let last = Button(title: "Last")
    let driver = FormDriver(
      form: Form {
        Text("Title")
        Field("First", first)
        for number in 1...6 { Field("Switch \(number)", Switch()) }
        Field("Last", last)
        Text("Status: ready")
        Text("Help line")
      })
    var offset = 0
    func window() -> [String] { driver.frame().window(rows: 4, offset: &offset).lines.map(\.plainText) }
    #expect(window().first == "  Title")  // the first control's window reaches the top
    #expect(driver.handle(.pageDown) == .handled)
    #expect(driver.focusedName == "last")
    #expect(window() == ["  [ ] Switch 6", "> [ Last ]", "  Status: ready", "  Help line"])
    driver.handle(.pageUp)
    #expect(driver.focusedName == "first")
    #expect(window().first == "  Title")
    driver.handle(.up)  // wraps to the last control: the text rows after it show again
    #expect(window().last == "  Help line")
  }

  @Test func aTextFieldShrinksInANarrowTerminalKeepsItsCursorInViewAndMarksTheOverflow() {
    let field = TextField()
    field.text = "abcdefghijklmnopqrstuvwxyz0123456789"
    let driver = FormDriver(form: Form { Field("Name", field) })
    let wide = driver.frame(columns: 80)
    #expect(wide.lines[0].plainText.hasPrefix("> Name  [<"))  // 26 columns, the text's end in view
    let frame = driver.frame(columns: 30)
    let line = frame.lines[0].plainText
    #expect(line.count == 30)
    #expect(line.hasPrefix("> Name  [<"))
    #expect(line.hasSuffix("89_]"))  // the cursor after the end, the bracket kept
    #expect((frame.cursor?.column ?? 99) < 30)
    driver.handle(.home)
    let home = driver.frame(columns: 30)
    #expect(home.lines[0].plainText == "> Name  [abcdefghijklmnopqr> ]")
    #expect(home.cursor?.column == 9)
    driver.handle(.right)
    #expect(driver.frame(columns: 30).cursor?.column == 10)
  }

}
