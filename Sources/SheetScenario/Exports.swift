// The JSON writer and the recorder live in SheetRecorder (which a release app linking the UIKit
// binding needs without the reader); a client of the scenario format gets them here too.
@_exported import SheetRecorder
