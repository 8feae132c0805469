// The window of Docs/GTK.md's "From an empty folder to a window", built with the package so that it cannot rot.
import BindKit
import BindKitForms
import BindKitGTK
import BindKitViews

@MainActor final class Greeting: MainActorBindableObject {
  @Bound var name = ""
  @Bound var loud = false
}

guard GTKMainLoop.initialize() else { fatalError("no display") }
let model = Greeting()
let nameField = TextField(placeholder: "your name")
let loudSwitch = Switch()
let hello = Label()
model.bind(key: \.name, toView: nameField, viewKey: \.text)
model.bind(key: \.loud, toView: loudSwitch, viewKey: \.isOn)
model.boundPropertiesUpdateBlock = {
  hello.text = model.loud ? "HELLO, \(model.name.uppercased())!" : "Hello, \(model.name)"
}

let window = GTKFormWindow(
  form: Form {
    Section("Greeting") {
      Field("Name", nameField)
      Field("Loud", loudSwitch)
      Field("", hello)
    }
  }, title: "Hello")
window.present()
await GTKMainLoop.run { window.isOpen }
