public import BindKit

/// A headless image view: shows an ``Image``, or nothing. Display only: a person makes no gesture on it.
///
/// ```swift
/// let avatar = ImageView()
/// profile.bind(key: \.photo, toView: avatar, viewKey: \.image)
/// ```
public final class ImageView: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The image shown; nil shows nothing.
  @ViewProperty public var image: Image? = nil
  /// Whether the view is hidden.
  @ViewProperty public var isHidden = false

  /// Creates an empty image view.
  public init() {}

  /// Creates an image view showing `image`.
  public convenience init(image: Image?) {
    self.init()
    self.image = image
  }
}
