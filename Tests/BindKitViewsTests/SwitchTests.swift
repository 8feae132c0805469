import BindKit
import BindKitViews
import Testing

private final class Settings: BindableObject {
  @Bound var rememberMe = false
  @Bound var canChange = true
  @Bound var isHidden = false
}

@Suite struct SwitchTests {
  @Test func toggleReportsTheNewStateAndModelChangesReachTheSwitch() {
    let settings = Settings()
    let remember = Switch()
    settings.bind(key: \.rememberMe, toView: remember, viewKey: \.isOn)

    remember.toggle()
    #expect(remember.isOn)
    #expect(settings.rememberMe)
    remember.toggle()
    #expect(!settings.rememberMe)

    settings.rememberMe = true
    #expect(remember.isOn)
  }

  @Test(arguments: disabledOrHidden)
  func toggleDoesNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let settings = Settings()
    settings.canChange = isEnabled
    settings.isHidden = isHidden
    let remember = Switch(isOn: false)
    settings.bind(key: \.rememberMe, toView: remember, viewKey: \.isOn)
    settings.bind(key: \.canChange, toView: remember, viewKey: \.isEnabled)
    settings.bind(key: \.isHidden, toView: remember, viewKey: \.isHidden)

    remember.toggle()
    #expect(!remember.isOn)
    #expect(!settings.rememberMe)

    settings.canChange = true
    settings.isHidden = false
    remember.toggle()
    #expect(settings.rememberMe)
  }

  @Test func settingIsOnInCodeIsNotReported() {
    let settings = Settings()
    let remember = Switch()
    settings.bind(key: \.rememberMe, toView: remember, viewKey: \.isOn)
    remember.isOn = true
    #expect(!settings.rememberMe)
  }
}
