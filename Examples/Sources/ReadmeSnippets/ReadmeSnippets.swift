// The README's UIKit and SwiftUI snippets are compiled here for iOS, each as a file of its own, as a
// client would write them: `Scripts/readme-snippets` writes them beside this file (Snippet*.swift,
// not committed) before `.ci/run` builds this target with Apple's SDK.
