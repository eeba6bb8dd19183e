// SwiftUI screens an app hosts: each is a plain View built on SheetKitUI.
import SheetKitUI
