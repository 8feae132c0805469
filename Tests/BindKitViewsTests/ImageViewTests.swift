import BindKit
import BindKitViews
import Testing

private final class Profile: BindableObject {
  @Bound var photo: Image? = Image(name: "cat.jpg", width: 354, height: 240)
  @Bound var isHidden = false
}

@Suite struct ImageViewTests {
  @Test func imageFollowsTheModelAndProgramSetsAreNotReported() {
    let profile = Profile()
    let view = ImageView()
    profile.bind(key: \.photo, toView: view, viewKey: \.image)
    #expect(view.image?.width == 354)

    profile.photo = Image(name: "dog.jpg", width: 320, height: 240)
    #expect(view.image == Image(name: "dog.jpg", width: 320, height: 240))
    profile.photo = nil
    #expect(view.image == nil)
    view.image = Image(name: "set in code", width: 1, height: 1)
    #expect(profile.photo == nil)
  }

  @Test func isHiddenFollowsTheModelAndProgramSetsAreNotReported() {
    let profile = Profile()
    profile.isHidden = true
    let view = ImageView(image: nil)
    profile.bind(key: \.isHidden, toView: view, viewKey: \.isHidden)
    #expect(view.isHidden)
    profile.isHidden = false
    #expect(!view.isHidden)
    view.isHidden = true
    #expect(!profile.isHidden)
  }

  @Test(arguments: [(-1, 0), (0, 0), (Int.min, 0), (Int.max, Int.max)])
  func imageSizesAreNeverNegative(_ size: Int, stored: Int) {
    let image = Image(name: "x", width: size, height: size)
    #expect(image.width == stored)
    #expect(image.height == stored)
  }
}
