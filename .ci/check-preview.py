#!/usr/bin/env python3
"""Renders the preview gallery in headless Chromium and fails if the page is blank or any SVG failed.

Usage: check-preview.py PREVIEW_FOLDER [SCREENSHOT.png]
"""
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "Scripts"))
from screenshot_check import drawn  # noqa: E402  (the PNG reader drive.py shares)

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--virtual-time-budget=8000"]


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
    differing, colors = drawn(screenshot.read_bytes())
    print(f"check-preview: {len(svgs)} SVGs loaded; {differing:.0%} of the screenshot's pixels drawn, "
          f"{colors} colours")
    if differing < 0.10 or colors < 50:
        print("check-preview: the page looks blank")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
