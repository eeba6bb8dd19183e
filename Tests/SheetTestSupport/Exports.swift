// The seedable generator comes with the host test support, so a target that imports this has both.
@_exported import SeededRandom
