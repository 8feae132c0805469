import BindKit
import BindKitForms
import BindKitViews
import CGtk4
import FoundationEssentials

/// A `DatePicker` as a `GtkCalendar`, in UTC (as the picker's ``FormControl/formValueDescription``). A day picked in
/// the calendar (`day-selected`) goes to `pick(_:)` with the time of day the picker showed, so the time is kept; the
/// picker clamps it into its bounds, and the calendar then shows the day it took.
final class CalendarView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let picker: DatePicker
  /// Set while the view selects the picker's day: `gtk_calendar_select_day` emits `day-selected`, which is not a
  /// person's pick.
  var isPushing = false
  var calendar: OpaquePointer { OpaquePointer(widget) }

  init(picker: DatePicker, context: GTKControlContext) {
    self.picker = picker
    widget = gtk_calendar_new()
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    onSignal(widget, "day-selected") { [weak self] in
      guard let self, !self.isPushing else { return }
      if let day = self.shownDay, let picked = Self.date(day, timeOfDayOf: self.picker.date) {
        self.picker.pick(picked)
      }
      self.update()
      context.didEdit()
    }
  }

  /// The day the calendar shows selected: year, month (1...12) and day.
  var shownDay: (Int32, Int32, Int32)? {
    guard let selected = gtk_calendar_get_date(calendar) else { return nil }
    defer { g_date_time_unref(selected) }
    var day = (Int32(0), Int32(0), Int32(0))
    g_date_time_get_ymd(selected, &day.0, &day.1, &day.2)
    return day
  }

  /// The seconds since 1970 of midnight UTC before `date`, and the seconds from then to `date`.
  static func dayStart(of date: Date) -> (midnight: Int, timeOfDay: Double) {
    let seconds = date.timeIntervalSince1970
    let midnight = (seconds / 86_400).rounded(.down) * 86_400
    return (Int(midnight), seconds - midnight)
  }

  /// `day` at the time of day (UTC) of `date`; nil for a day GLib cannot represent.
  static func date(_ day: (Int32, Int32, Int32), timeOfDayOf date: Date) -> Date? {
    guard let midnight = g_date_time_new_utc(day.0, day.1, day.2, 0, 0, 0) else { return nil }
    defer { g_date_time_unref(midnight) }
    return Date(timeIntervalSince1970: Double(g_date_time_to_unix(midnight)) + dayStart(of: date).timeOfDay)
  }

  func update() {
    guard let day = g_date_time_new_from_unix_utc(Self.dayStart(of: picker.date).midnight) else { return }
    defer { g_date_time_unref(day) }
    var wanted = (Int32(0), Int32(0), Int32(0))
    g_date_time_get_ymd(day, &wanted.0, &wanted.1, &wanted.2)
    if let shown = shownDay, shown == wanted { return }
    isPushing = true
    gtk_calendar_select_day(calendar, day)
    isPushing = false
  }
}

/// A `PageControl` as a row of linked toggle buttons, one per page, numbered from 1, of which the current page's is
/// down. Pressing a button selects its page (`select(page:)`).
final class PageButtonsView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let pages: PageControl
  let context: GTKControlContext
  var buttons: [UnsafeMutablePointer<GtkWidget>] = []
  /// Set while the view presses the current page's button: GTK reports that as `toggled`, which is not a person's
  /// press.
  var isPushing = false

  init(pages: PageControl, context: GTKControlContext) {
    self.pages = pages
    self.context = context
    widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    gtk_widget_add_css_class(widget, "linked")
  }

  func toggleButton(_ button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkToggleButton> {
    UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkToggleButton.self)
  }

  func pressed(_ page: Int) {
    guard !isPushing, gtk_toggle_button_get_active(toggleButton(buttons[page])) != 0 else { return }
    pages.select(page: page)
    update()
    context.didEdit()
  }

  func update() {
    isPushing = true
    defer { isPushing = false }
    if buttons.count != pages.numberOfPages {
      for button in buttons { gtk_box_remove(box(widget), button) }
      buttons = (0..<pages.numberOfPages).map { page in
        let button = gtk_toggle_button_new_with_label("\(page + 1)")!
        gtk_widget_set_tooltip_text(button, "Page \(page + 1)")
        onSignal(button, "toggled") { [weak self] in self?.pressed(page) }
        gtk_box_append(box(widget), button)
        return button
      }
      for button in buttons.dropFirst() { gtk_toggle_button_set_group(toggleButton(button), toggleButton(buttons[0])) }
    }
    guard buttons.indices.contains(pages.currentPage) else { return }
    let current = toggleButton(buttons[pages.currentPage])
    if gtk_toggle_button_get_active(current) == 0 { gtk_toggle_button_set_active(current, 1) }
  }
}

/// An `ImageView`. A headless `Image` is a name and a size, with no pixels; this view reads the name as the path of
/// an image file and shows it in a `GtkPicture` at the image's size. When no file of that name can be read, it
/// says so in a label (`logo (64×32): no image file by that name`); without an image, the label says `none`.
final class PictureView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let imageView: ImageView
  let picture: UnsafeMutablePointer<GtkWidget>
  let label: UnsafeMutablePointer<GtkWidget>
  var shownImage: Image??

  init(imageView: ImageView) {
    self.imageView = imageView
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    picture = gtk_picture_new()
    gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_CONTAIN)
    label = gtk_label_new("")
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_widget_add_css_class(label, "dim-label")
    gtk_box_append(box(widget), picture)
    gtk_box_append(box(widget), label)
  }

  func update() {
    let image = imageView.image
    guard shownImage != .some(image) else { return }
    shownImage = .some(image)
    // Loaded here rather than by the picture, so that a name that is not an image file is an answer, not a warning.
    let texture = image.flatMap { gdk_texture_new_from_filename($0.name, nil) }
    gtk_picture_set_paintable(OpaquePointer(picture), texture)
    if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let hasPicture = texture != nil
    if let image, hasPicture {
      gtk_widget_set_size_request(picture, Int32(clamping: image.width), Int32(clamping: image.height))
      gtk_label_set_text(OpaquePointer(label), "")
    } else {
      gtk_widget_set_size_request(picture, -1, -1)
      let description = imageView.formValueDescription
      gtk_label_set_text(
        OpaquePointer(label), image == nil ? description : "\(description): no image file by that name")
    }
    gtk_widget_set_visible(picture, hasPicture ? 1 : 0)
    gtk_widget_set_visible(label, hasPicture ? 0 : 1)
  }
}

func box(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
}
