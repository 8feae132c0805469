import BindKitForms
public import BindKitGTK
public import CGtk4
public import CustomAdapterExample

/// `Examples/CustomAdapter`'s ``ColorWell`` drawn as a `GtkColorButton`, through BindKitGTK's public extension point
/// only, as a third party draws its own adapter: ``register()`` once, before opening a window, and every well in a
/// form is a colour button.
///
/// A colour a person picks in the button's dialog (GTK's `color-set`) goes to the well's ``ColorWell/pick(_:)``,
/// and so to the model; the model's colour comes back to the button through the well's view-property listeners,
/// which the window calls ``update()`` for. Setting the button's colour there is not taken back as a pick, because
/// GTK emits `color-set` only for the dialog's answer.
public final class GTKColorWellView: GTKControlView {
  /// The `GtkColorButton`.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The well drawn.
  public let well: ColorWell

  /// Draws every ``ColorWell`` of the windows opened after as a colour button.
  public static func register() {
    GTKControls.register(ColorWell.formKind) { control, _, context in
      (control as? ColorWell).map { GTKColorWellView(well: $0, context: context) }
    }
  }

  /// A colour button for `well`, showing its colour.
  public init(well: ColorWell, context: GTKControlContext) {
    self.well = well
    widget = gtk_color_button_new()
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    gtk_color_chooser_set_use_alpha(chooser, 0)
    GTKControls.connect("color-set", of: widget) { [weak self] in
      guard let self else { return }
      // The well ignores a pick while it is disabled or hidden; update() then shows its colour again.
      self.well.pick(self.buttonColor)
      self.update()
      context.didEdit()
    }
  }

  private var chooser: OpaquePointer { OpaquePointer(widget) }

  /// The colour the button shows.
  private var buttonColor: RGBColor {
    var rgba = GdkRGBA()
    gtk_color_chooser_get_rgba(chooser, &rgba)
    return RGBColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue))
  }

  /// Shows the well's colour, unless the button shows it already.
  public func update() {
    let color = well.color
    var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: 1)
    var shown = GdkRGBA()
    gtk_color_chooser_get_rgba(chooser, &shown)
    guard gdk_rgba_equal(&rgba, &shown) == 0 else { return }
    gtk_color_chooser_set_rgba(chooser, &rgba)
  }
}
