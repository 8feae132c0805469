import BindKit
import BindKitForms
import BindKitGTK
import CGtk4
import ColorWellGTK
import CustomAdapterExample
import Testing

@MainActor
final class Theme: MainActorBindableObject {
  @Bound var accent = RGBColor.black
}

/// Emits `signal`, whose handler takes no argument but the instance, on `widget` of type `type`, as GTK does.
@MainActor
func emit(_ signal: String, on widget: UnsafeMutablePointer<GtkWidget>?, type: GType) {
  var instance = GValue()
  g_value_init(&instance, type)
  g_value_set_object(&instance, widget)
  g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
  g_value_unset(&instance)
}

@MainActor
func isA(_ widget: UnsafeMutablePointer<GtkWidget>?, _ type: GType) -> Bool {
  g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), type) != 0
}

@MainActor
func rgba(_ widget: UnsafeMutablePointer<GtkWidget>?) -> GdkRGBA {
  var color = GdkRGBA()
  gtk_color_chooser_get_rgba(OpaquePointer(widget), &color)
  return color
}

// Examples/CustomAdapter's ColorWell, drawn by the GTK package's ColorWellGTK through GTKControls.register.
extension FormWindowTests {
  @Test func aRegisteredColorWellIsAColourButtonBothWays() {
    GTKColorWellView.register()
    let theme = Theme()
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)
    let window = GTKFormWindow(form: Form { Field("Colour", well) }, title: "test")
    window.present()
    let button = window.widget(named: "colour")
    #expect(isA(button, gtk_color_button_get_type()))

    // The person's pick: the dialog sets the button's colour, then GTK emits `color-set`. Setting the colour alone
    // (as the window's update does) is not a pick.
    var orange = GdkRGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
    gtk_color_chooser_set_rgba(OpaquePointer(button), &orange)
    #expect(theme.accent == .black)
    emit("color-set", on: button, type: gtk_color_button_get_type())
    #expect(theme.accent.hex == "#FF8000")
    #expect(well.color.hex == "#FF8000")

    // The model's colour reaches the button once, and is not taken back as a pick.
    var written: [RGBColor] = []
    let listener = well.$color.addListener { written.append($0) }
    theme.accent = .blue
    listener.remove()
    #expect(written == [.blue])
    #expect(theme.accent == .blue)
    #expect(rgba(button).blue == 1 && rgba(button).red == 0 && rgba(button).green == 0)

    // A disabled well's button is insensitive, and a pick that reaches it anyway changes nothing.
    well.isEnabled = false
    #expect(gtk_widget_get_sensitive(button) == 0)
    var red = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
    gtk_color_chooser_set_rgba(OpaquePointer(button), &red)
    emit("color-set", on: button, type: gtk_color_button_get_type())
    #expect(theme.accent == .blue)
    #expect(rgba(button).blue == 1 && rgba(button).red == 0)
  }
}
