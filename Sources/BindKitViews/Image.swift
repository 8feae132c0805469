/// A headless image: what an ``ImageView`` shows, described by a name and a size in pixels.
///
/// A front end decides what the name stands for (a file, an asset, a glyph); tests compare images by value.
///
/// ```swift
/// let avatar = Image(name: "cat.jpg", width: 354, height: 240)
/// ```
public struct Image: Hashable, Sendable, CustomStringConvertible {
  /// What the image is, for example a file or asset name.
  public let name: String
  /// The width in pixels, never negative.
  public let width: Int
  /// The height in pixels, never negative.
  public let height: Int

  /// Creates an image. A negative width or height becomes 0.
  public init(name: String, width: Int, height: Int) {
    self.name = name
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// `Image(cat.jpg, 354×240)`.
  public var description: String { "Image(\(name), \(width)×\(height))" }
}
