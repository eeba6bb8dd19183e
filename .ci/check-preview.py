#!/usr/bin/env python3
"""Renders the preview gallery in headless Chromium and fails if the page is blank or any SVG failed.

Usage: check-preview.py PREVIEW_FOLDER [SCREENSHOT.png]
"""
import pathlib
import re
import struct
import subprocess
import sys
import tempfile
import zlib

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--virtual-time-budget=8000"]


def pixels(png: bytes):
    """Decodes an 8-bit RGB or RGBA PNG into (width, height, rows of pixel tuples)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, width, height, channels = 8, b"", 0, 0, 0
    while offset < len(png):
        length, kind = struct.unpack(">I4s", png[offset:offset + 8])
        data = png[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", data[:10])
            assert depth == 8 and color in (2, 6), f"unexpected PNG format {depth}/{color}"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += data
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def main() -> int:
    folder = pathlib.Path(sys.argv[1]).resolve()
    index = folder / "index.html"
    screenshot = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else pathlib.Path(tempfile.mkdtemp()) / "preview.png"
    svgs = sorted(folder.glob("*.svg"))
    if not index.exists() or not svgs:
        print(f"check-preview: no index.html or SVGs in {folder}")
        return 1

    dom = subprocess.run(CHROMIUM + ["--dump-dom", index.as_uri()], capture_output=True, text=True, timeout=120).stdout
    body = re.search(r"<body[^>]*>", dom)
    loaded = re.search(r'data-images-loaded="(\d+)"', body.group(0) if body else "")
    failed = re.search(r'data-images-failed="(\d+)"', body.group(0) if body else "")
    if not loaded or not failed:
        print("check-preview: the page did not report its images (did it load?)")
        return 1
    if int(failed.group(1)) != 0 or int(loaded.group(1)) != len(svgs):
        print(f"check-preview: {failed.group(1)} images failed, {loaded.group(1)} of {len(svgs)} loaded")
        return 1

    subprocess.run(CHROMIUM + ["--window-size=1600,5000", f"--screenshot={screenshot}", index.as_uri()],
                   capture_output=True, timeout=120, check=True)
    width, height, rows = pixels(screenshot.read_bytes())
    background = rows[0][0]
    sample = [pixel for row in rows[::4] for pixel in row[::4]]
    differing = sum(1 for pixel in sample if pixel != background) / len(sample)
    colors = len(set(sample))
    print(f"check-preview: {len(svgs)} SVGs loaded; screenshot {width}x{height}, "
          f"{differing:.0%} of pixels drawn, {colors} colours")
    if differing < 0.10 or colors < 50:
        print("check-preview: the page looks blank")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
