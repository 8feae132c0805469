import BindKit
import BindKitForms
import BindKitGTK
import BindKitViews
import CGtk4
import FoundationEssentials
import Testing

@MainActor
final class Trip: MainActorBindableObject {
  /// 2026-11-30 09:30 UTC.
  @Bound var departure = Date(timeIntervalSince1970: 1_796_031_000)
  @Bound var page = 0
  @Bound var stops = ["Lyon", "Turin", "Milan"]
  @Bound var stop: Int? = nil
  @Bound var photo: Image? = nil
}

/// Midnight UTC of a day, as a `Date`.
@MainActor
func midnight(_ year: Int32, _ month: Int32, _ day: Int32) -> Date {
  let time = g_date_time_new_utc(year, month, day, 0, 0, 0)!
  defer { g_date_time_unref(time) }
  return Date(timeIntervalSince1970: Double(g_date_time_to_unix(time)))
}

/// The day a calendar shows selected, as `YYYY-M-D`.
@MainActor
func selectedDay(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
  let time = gtk_calendar_get_date(OpaquePointer(widget!))!
  defer { g_date_time_unref(time) }
  return "\(g_date_time_get_year(time))-\(g_date_time_get_month(time))-\(g_date_time_get_day_of_month(time))"
}

/// A person clicks a day of a calendar: GTK selects it and emits `day-selected`.
@MainActor
func click(_ year: Int32, _ month: Int32, _ day: Int32, in widget: UnsafeMutablePointer<GtkWidget>?) {
  let time = g_date_time_new_utc(year, month, day, 0, 0, 0)!
  defer { g_date_time_unref(time) }
  gtk_calendar_select_day(OpaquePointer(widget!), time)
}

@MainActor
func children(_ widget: UnsafeMutablePointer<GtkWidget>?) -> [UnsafeMutablePointer<GtkWidget>] {
  var found: [UnsafeMutablePointer<GtkWidget>] = []
  var child = gtk_widget_get_first_child(widget)
  while let next = child {
    found.append(next)
    child = gtk_widget_get_next_sibling(next)
  }
  return found
}

@MainActor
func toggle(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkToggleButton> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkToggleButton.self)
}

/// Which of a row of toggle buttons are down.
@MainActor
func pressedButtons(_ row: UnsafeMutablePointer<GtkWidget>?) -> [Bool] {
  children(row).map { gtk_toggle_button_get_active(toggle($0)) != 0 }
}

@MainActor
func label(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
  String(cString: gtk_label_get_text(OpaquePointer(widget)))
}

/// The titles of a list box's rows.
@MainActor
func rowTitles(_ box: UnsafeMutablePointer<GtkWidget>?) -> [String] {
  var titles: [String] = []
  while let row = gtk_list_box_get_row_at_index(OpaquePointer(box), Int32(titles.count)) {
    titles.append(label(gtk_list_box_row_get_child(row)))
  }
  return titles
}

@MainActor
func selectedRowIndex(_ box: UnsafeMutablePointer<GtkWidget>?) -> Int? {
  gtk_list_box_get_selected_row(OpaquePointer(box)).map { Int(gtk_list_box_row_get_index($0)) }
}

// DatePicker, PageControl, ImageView and ListView's reorder, on real widgets, both ways.
extension FormWindowTests {
  @Test func aDatePickerIsACalendarBothWaysKeepingTheTimeOfDay() {
    let trip = Trip()
    let picker = DatePicker()
    trip.bind(key: \.departure, toView: picker, viewKey: \.date)
    let window = GTKFormWindow(form: Form { Field("Departure", picker) }, title: "test")
    window.present()
    let calendar = window.widget(named: "departure")
    #expect(isA(calendar, gtk_calendar_get_type()))
    #expect(selectedDay(calendar) == "2026-11-30")

    // A person's click picks the day at the time the picker showed (09:30 UTC).
    click(2026, 12, 24, in: calendar)
    #expect(trip.departure == midnight(2026, 12, 24).addingTimeInterval(9.5 * 3600))
    #expect(picker.formValueDescription == "2026-12-24 09:30 UTC")

    // The model's date reaches the calendar once, and selecting its day there is not taken back as a pick.
    var written: [Date] = []
    let listener = picker.$date.addListener { written.append($0) }
    let newYear = midnight(2027, 1, 1).addingTimeInterval(60)
    trip.departure = newYear
    listener.remove()
    #expect(written == [newYear])
    #expect(trip.departure == newYear)
    #expect(selectedDay(calendar) == "2027-1-1")

    // A day before the picker's minimum is clamped to it, and the calendar shows the day taken.
    picker.minimumDate = midnight(2026, 12, 1)
    click(2026, 11, 2, in: calendar)
    #expect(trip.departure == midnight(2026, 12, 1))
    #expect(selectedDay(calendar) == "2026-12-1")

    // A disabled picker's calendar is insensitive; a click that reaches it anyway is undone.
    picker.isEnabled = false
    #expect(gtk_widget_get_sensitive(calendar) == 0)
    click(2026, 12, 31, in: calendar)
    #expect(trip.departure == midnight(2026, 12, 1))
    #expect(selectedDay(calendar) == "2026-12-1")
  }

  @Test func aPageControlIsARowOfToggleButtonsBothWays() {
    let trip = Trip()
    let pages = PageControl(numberOfPages: 4)
    trip.bind(key: \.page, toView: pages, viewKey: \.currentPage)
    let window = GTKFormWindow(form: Form { Field("Page", pages) }, title: "test")
    window.present()
    let row = window.widget(named: "page")
    #expect(
      children(row).map {
        String(cString: gtk_button_get_label(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButton.self)))
      } == ["1", "2", "3", "4"])
    #expect(pressedButtons(row) == [true, false, false, false])

    // A person presses the third button.
    gtk_toggle_button_set_active(toggle(children(row)[2]), 1)
    #expect(trip.page == 2)
    #expect(pressedButtons(row) == [false, false, true, false])

    // The model's page reaches the buttons once, and pressing its button there is not taken back as a press.
    var written: [Int] = []
    let listener = pages.$currentPage.addListener { written.append($0) }
    trip.page = 1
    listener.remove()
    #expect(written == [1])
    #expect(trip.page == 1)
    #expect(pressedButtons(row) == [false, true, false, false])

    // Fewer pages: fewer buttons.
    pages.numberOfPages = 2
    #expect(pressedButtons(row) == [false, true])

    // A disabled control's buttons are insensitive; a press that reaches them anyway is undone.
    pages.isEnabled = false
    #expect(gtk_widget_is_sensitive(children(row)[0]) == 0)
    gtk_toggle_button_set_active(toggle(children(row)[0]), 1)
    #expect(trip.page == 1)
    #expect(pressedButtons(row) == [false, true])
  }

  @Test func anImageViewShowsTheImageFileItNamesOrSaysThereIsNone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bindkit-gtk-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("dot.png").path
    // A 3 × 2 PNG, written by GDK.
    let pixels = [UInt8](repeating: 0xFF, count: 3 * 2 * 4)
    let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    let texture = gdk_memory_texture_new(3, 2, GDK_MEMORY_R8G8B8A8, bytes, 12)
    g_bytes_unref(bytes)
    #expect(gdk_texture_save_to_png(texture, path) != 0)
    g_object_unref(UnsafeMutableRawPointer(texture))

    let trip = Trip()
    let imageView = ImageView()
    trip.bind(key: \.photo, toView: imageView, viewKey: \.image)
    let window = GTKFormWindow(form: Form { Field("Photo", imageView) }, title: "test")
    window.present()
    let parts = children(window.widget(named: "photo"))
    #expect(parts.count == 2)
    let (picture, caption) = (parts[0], parts[1])
    #expect(isA(picture, gtk_picture_get_type()))
    #expect(gtk_widget_get_visible(picture) == 0)
    #expect(label(caption) == "none")

    trip.photo = Image(name: path, width: 30, height: 20)
    let paintable = gtk_picture_get_paintable(OpaquePointer(picture))
    #expect(gdk_paintable_get_intrinsic_width(paintable) == 3)
    #expect(gtk_widget_get_visible(picture) != 0)
    #expect(gtk_widget_get_visible(caption) == 0)
    var width = Int32(0)
    var height = Int32(0)
    gtk_widget_get_size_request(picture, &width, &height)
    #expect(width == 30 && height == 20)

    trip.photo = Image(name: "logo", width: 64, height: 32)
    #expect(gtk_widget_get_visible(picture) == 0)
    #expect(gtk_widget_get_visible(caption) != 0)
    #expect(label(caption) == "logo (64×32): no image file by that name")

    imageView.isHidden = true
    #expect(gtk_widget_get_visible(window.widget(named: "photo")) == 0)
  }

  @Test func altUpAndAltDownMoveTheSelectedRowThroughTheListsMoveGesture() {
    let trip = Trip()
    let list = ListView<String>()
    trip.bind(key: \.stops, toView: list, viewKey: \.items)
    trip.bind(key: \.stop, toView: list, viewKey: \.selectedIndex)
    let window = GTKFormWindow(form: Form { Field("Stops", list) }, title: "test")
    window.present()
    let box = window.widget(named: "stops")
    #expect(rowTitles(box) == ["Lyon", "Turin", "Milan"])
    gtk_list_box_select_row(OpaquePointer(box), gtk_list_box_get_row_at_index(OpaquePointer(box), 2))
    #expect(trip.stop == 2)

    #expect(press(GDK_KEY_Up, GDK_ALT_MASK, on: box))
    #expect(trip.stops == ["Lyon", "Milan", "Turin"])
    #expect(trip.stop == 1)
    #expect(rowTitles(box) == ["Lyon", "Milan", "Turin"])
    #expect(selectedRowIndex(box) == 1)
    #expect(press(GDK_KEY_Up, GDK_ALT_MASK, on: box))
    #expect(trip.stops == ["Milan", "Lyon", "Turin"])
    // At the top, the key is used and nothing moves.
    #expect(press(GDK_KEY_Up, GDK_ALT_MASK, on: box))
    #expect(trip.stops == ["Milan", "Lyon", "Turin"])
    #expect(press(GDK_KEY_Down, GDK_ALT_MASK, on: box))
    #expect(trip.stops == ["Lyon", "Milan", "Turin"])
    #expect(trip.stop == 1)
    #expect(selectedRowIndex(box) == 1)
    // Without Alt, Up and Down are left to GTK's own row navigation.
    #expect(!press(GDK_KEY_Up, on: box))
    #expect(trip.stops == ["Lyon", "Milan", "Turin"])

    // The model's rows reach the list box once, and are not taken back as an edit.
    var written: [[String]] = []
    let listener = list.$items.addListener { written.append($0) }
    trip.stops = ["Paris", "Lyon"]
    listener.remove()
    #expect(written == [["Paris", "Lyon"]])
    #expect(trip.stops == ["Paris", "Lyon"])
    #expect(rowTitles(box) == ["Paris", "Lyon"])

    // A disabled list moves nothing.
    list.isEnabled = false
    #expect(!press(GDK_KEY_Down, GDK_ALT_MASK, on: box))
    #expect(trip.stops == ["Paris", "Lyon"])
  }
}
