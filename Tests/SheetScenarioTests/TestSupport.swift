// The shared test support (seedable generator, host test store) for every file of this target.
@_exported import SheetTestSupport
