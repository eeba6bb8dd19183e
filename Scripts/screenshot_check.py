"""Reading a browser's PNG screenshots and checking they aren't blank: one module for the preview
check (`.ci/check-preview.py`) and the playground's browser test (`Playground/Tests/browser/drive.py`).
"""
import struct
import zlib


def decode_png(png):
    """The PNG's pixels: (width, height, channels, rows of RGB(A) bytes), its scanline filters undone.
    Only 8-bit RGB and RGBA, which is what Chromium writes."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, width, height, channels = 8, b"", 0, 0, 4
    while offset < len(png):
        length, kind = struct.unpack(">I4s", png[offset:offset + 8])
        body = png[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"PNG depth {depth} colour type {colour}"
            channels = 3 if colour == 2 else 4
        if kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def drawn(png, step=4):
    """(fraction of pixels unlike the top-left one, distinct colours), over every `step`-th pixel of
    every `step`-th row: how much a screenshot shows."""
    width, height, channels, rows = decode_png(png)
    background = bytes(rows[0][:3])
    sample = [bytes(row[x * channels:x * channels + 3]) for row in rows[::step] for x in range(0, width, step)]
    return sum(1 for pixel in sample if pixel != background) / len(sample), len(set(sample))


def assert_not_blank(png, name, minimum_drawn=0.03, minimum_colours=9):
    """Fails unless the screenshot shows real variety: not one flat colour, not nearly empty."""
    width, _, _, _ = decode_png(png)
    fraction, colours = drawn(png)
    assert width > 100 and fraction >= minimum_drawn and colours >= minimum_colours, (
        f"{name}: looks blank ({fraction:.0%} of pixels drawn, {colours} colours)")
    return fraction, colours
