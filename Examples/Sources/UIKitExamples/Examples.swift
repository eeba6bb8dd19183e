// UIKit screens an app hosts: each is a plain UIViewController built on SheetKit.
import SheetKit
