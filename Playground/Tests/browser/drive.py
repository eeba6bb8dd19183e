"""Drives the playground in a real Chromium through the DevTools protocol.

1. The sheet page: a real pointer drag-and-fling up on the grabber; the sheet's drawn top edge must
   come to rest where `sheetkit simulate` puts it for the events the page recorded (within 1 pt).
2. With the guard on (isModalInPresentation), a fling down shows the confirm dialog and the sheet stays.
3. The grid page: a million items, only the viewport's in the DOM, before and after a deep scroll.
Screenshots are taken and checked not to be blank. Every wait is bounded.
"""
import argparse, base64, json, struct, subprocess, sys, tempfile, time, urllib.request, zlib

import websocket

parser = argparse.ArgumentParser()
parser.add_argument("--page", required=True)
parser.add_argument("--cdp", type=int, required=True)
parser.add_argument("--sheetkit", required=True)
parser.add_argument("--screenshots", required=True)
args = parser.parse_args()


class Browser:
    def __init__(self, port):
        deadline = time.time() + 30
        while True:
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2))
                page = next(t for t in targets if t["type"] == "page")
                break
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.3)
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=20, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def eval(self, expression, awaits=False):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=awaits)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, what, seconds=15):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.eval(expression):
                return
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}: {expression}")

    def mouse(self, kind, x, y):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  buttons=0 if kind == "mouseReleased" else 1, clickCount=1)

    def drag(self, x, y, dy, steps, interval):
        self.mouse("mousePressed", x, y)
        for step in range(1, steps + 1):
            time.sleep(interval)
            self.mouse("mouseMoved", x, y + dy * step / steps)
        self.mouse("mouseReleased", x, y + dy)

    def screenshot(self, path):
        data = base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])
        with open(path, "wb") as handle:
            handle.write(data)
        assert_not_blank(data, path)


def assert_not_blank(png, name):
    """Decodes the PNG's rows (filter bytes aside) and demands real variety: not one flat colour."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", f"{name}: not a PNG"
    offset, idat, width = 8, b"", 0
    while offset < len(png):
        length, kind = struct.unpack(">I4s", png[offset:offset + 8])
        body = png[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width = struct.unpack(">I", body[:4])[0]
        if kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    distinct = len(set(raw[i:i + 3] for i in range(0, len(raw), 997)))
    assert width > 100 and distinct > 8, f"{name}: looks blank ({distinct} distinct samples)"


def grabber(browser):
    return browser.eval("(() => { const r = document.getElementById('grabber').getBoundingClientRect();"
                        " return [r.x + r.width / 2, r.y + r.height / 2]; })()")


browser = Browser(args.cdp)
browser.call("Page.enable")
browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
browser.call("Page.navigate", url=args.page)
browser.wait("window.playground && playground.lastFrame && playground.lastFrame.state === 'resting'", "the sheet to rest")
start = browser.eval("playground.lastFrame.top")

# 1. A real drag-and-fling up on the grabber.
x, y = grabber(browser)
browser.drag(x, y, -120, steps=6, interval=0.016)
browser.wait("playground.lastFrame.state === 'resting' && !playground.lastFrame.isAnimating", "the fling to settle", 10)
time.sleep(0.3)
drawn = browser.eval("playground.drawnTop")
assert drawn < start - 50, f"the fling didn't move the sheet up ({start} → {drawn})"
scenario = browser.eval("playground.exportScenario().then(s => JSON.stringify(s))", awaits=True)
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
    handle.write(scenario)
simulated = json.loads(subprocess.run([args.sheetkit, "simulate", handle.name], check=True, capture_output=True,
                                      text=True, timeout=60).stdout)
final = simulated["frames"][-1]
assert final["state"] == "resting", f"simulate ends {final['state']}"
assert abs(final["top"] - drawn) <= 1, f"drawn top {drawn} vs simulate {final['top']}"
print(f"fling up: drawn top {drawn:.2f} pt, sheetkit simulate {final['top']:.2f} pt "
      f"({len(json.loads(scenario)['events'])} recorded events)")
browser.screenshot(f"{args.screenshots}/playground-sheet.png")

# 2. The guard: a fling down asks instead of dismissing.
browser.eval("document.getElementById('modal').click()")
browser.wait("playground.lastFrame.state === 'resting'", "the guard to be set")
x, y = grabber(browser)
browser.drag(x, y, 300, steps=5, interval=0.016)
browser.wait("playground.dialogShown > 0", "the confirm dialog", 10)
browser.wait("playground.lastFrame.state === 'resting'", "the sheet to spring back", 10)
assert browser.eval("document.getElementById('dialog').style.display") == "block"
assert not browser.eval("playground.errors.length"), browser.eval("playground.errors")
print(f"guarded fling down: dialog shown, sheet stays at {browser.eval('playground.lastFrame.detent')}")

# 3. The grid: only the viewport's items in the DOM, at the top and deep down.
browser.call("Page.navigate", url=args.page.rstrip("/") + "/grid")
browser.wait("window.grid && grid.replies > 0", "the grid's first items")
first = browser.eval("grid.domCount")
# Read the reply count and scroll in one step, so a fast reply can't slip between the two.
replies = browser.eval("(() => { const r = grid.replies;"
                       " document.getElementById('scroller').scrollTop = 4000000; return r; })()")
browser.wait(f"grid.replies > {replies} && document.querySelector('.tile')"
             " && +document.querySelector('.tile').textContent > 10000", "items after a deep scroll")
time.sleep(0.3)
deep = browser.eval("grid.domCount")
index = browser.eval("+document.querySelector('.tile').textContent")
assert 5 < first < 300 and 5 < deep < 300, f"DOM holds {first} / {deep} tiles"
assert index > 10000, f"deep scroll shows item {index}"
assert not browser.eval("grid.errors.length"), browser.eval("grid.errors")
print(f"grid: {first} tiles in the DOM at the top, {deep} around item {index} of 1,000,000")
browser.screenshot(f"{args.screenshots}/playground-grid.png")
print("browser test passed")
