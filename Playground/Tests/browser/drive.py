"""Drives the playground in a real Chromium through the DevTools protocol.

1. The sheet page: a double click on the title, then several mouse drags in a row starting on it:
   each is the engine's drag (no text selection, no native drag-and-drop, no pointercancel).
2. A real pointer drag-and-fling up on the grabber; the sheet's drawn top edge must come to rest
   where `sheetkit simulate` puts it for the events the page recorded (within 1 pt).
3. With the guard on (isModalInPresentation), a fling down shows the confirm dialog and the sheet stays.
4. The grid page: a million items, only the viewport's in the DOM, before and after a deep scroll;
   every tile where `sheetkit mosaic` puts it (within 0.01 pt) deep down and at the very end, and
   the last item reachable.
No page reports a CSP violation. Screenshots are taken and checked not to be blank. Every wait is
bounded.
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

    def mouse(self, kind, x, y, clicks=1):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  buttons=0 if kind == "mouseReleased" else 1, clickCount=clicks)

    def drag(self, x, y, dy, steps, interval, during=None):
        self.mouse("mousePressed", x, y)
        for step in range(1, steps + 1):
            time.sleep(interval)
            self.mouse("mouseMoved", x, y + dy * step / steps)
            if during and step == steps // 2:
                during()
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


def center(browser, selector):
    return browser.eval(f"(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect();"
                        " return [r.x + r.width / 2, r.y + r.height / 2]; })()")


def grabber(browser):
    return center(browser, "#grabber")


browser = Browser(args.cdp)
browser.call("Page.enable")
browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
browser.call("Page.navigate", url=args.page)
browser.wait("window.playground && playground.lastFrame && playground.lastFrame.state === 'resting'", "the sheet to rest")
start = browser.eval("playground.lastFrame.top")

# 1. A double click on the title (which selects a word on a page that allows it), then drags in a
#    row that start on it: every one must be the engine's drag, none cancelled by the browser.
x, y = center(browser, "#header h1")
for clicks in (1, 2):
    browser.mouse("mousePressed", x, y, clicks)
    browser.mouse("mouseReleased", x, y, clicks)
for number, dy in enumerate((-40, 40, -40, 40), start=1):
    x, y = center(browser, "#header h1")
    states = []
    browser.drag(x, y, dy, steps=6, interval=0.016,
                 during=lambda: states.append(browser.eval("playground.lastFrame.state")))
    browser.wait("playground.lastFrame.state === 'resting' && !playground.lastFrame.isAnimating",
                 f"drag {number} to settle", 10)
    assert states == ["dragging"], f"drag {number}: the sheet was {states} mid-drag"
drags = browser.eval("({ cancels: playground.cancels, nativeDrags: playground.nativeDrags,"
                     " selection: getSelection().toString() })")
assert drags == {"cancels": 0, "nativeDrags": 0, "selection": ""}, f"repeated drags: {drags}"
print("4 drags in a row from the title: each one the engine's, none cancelled, nothing selected")
start = browser.eval("playground.lastFrame.top")

# 2. A real drag-and-fling up on the grabber.
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

# 3. The guard: a fling down asks instead of dismissing.
browser.eval("document.getElementById('modal').click()")
browser.wait("playground.lastFrame.state === 'resting'", "the guard to be set")
x, y = grabber(browser)
browser.drag(x, y, 300, steps=5, interval=0.016)
browser.wait("playground.dialogShown > 0", "the confirm dialog", 10)
browser.wait("playground.lastFrame.state === 'resting'", "the sheet to spring back", 10)
assert browser.eval("document.getElementById('dialog').style.display") == "block"
assert not browser.eval("playground.errors.length"), browser.eval("playground.errors")
assert browser.eval("playground.cspViolations") == 0, "the sheet page broke its CSP"
print(f"guarded fling down: dialog shown, sheet stays at {browser.eval('playground.lastFrame.detent')}")

# 4. The grid: only the viewport's items in the DOM, at the top and deep down, each tile where
#    `sheetkit mosaic` puts it, and the last item reachable.
def check_tiles(where):
    """Every tile's frame, read from the browser relative to its band plus the content top the
    band stands for, against `sheetkit mosaic` for the same band: the largest difference."""
    shown = browser.eval("""(() => {
      const band = document.getElementById('band').getBoundingClientRect();
      const tiles = [...document.querySelectorAll('.tile')].map(t => {
        const r = t.getBoundingClientRect();
        return [+t.textContent, r.x - band.x, r.y - band.y, r.width, r.height];
      });
      return { asked: grid.shown.asked, width: Math.min(document.getElementById('scroller').clientWidth, 600),
               contentHeight: grid.contentHeight, tiles };
    })()""")
    asked, tiles = shown["asked"], shown["tiles"]
    low, high = min(t[2] for t in tiles) + asked["top"], max(t[2] + t[4] for t in tiles) + asked["top"]
    expected = json.loads(subprocess.run(
        [args.sheetkit, "mosaic", "--count", "1000000", "--width", str(shown["width"]), "--spacing", "1",
         "--scale", "2", "--visible", f"{low}:{high}"], check=True, capture_output=True, text=True,
        timeout=60).stdout)
    frames = {item["index"]: item for item in expected["items"]}
    assert abs(expected["contentSize"]["height"] - shown["contentHeight"]) < 1e-6
    worst = 0.0
    for index, x, y, w, h in tiles:
        item = frames[index]
        for got, want in ((x, item["x"]), (y + asked["top"], item["y"]), (w, item["width"]), (h, item["height"])):
            worst = max(worst, abs(got - want))
    assert worst <= 0.01, f"{where}: a tile is {worst:.4f} pt from where sheetkit mosaic puts it"
    return shown, worst


def scroll_grid(expression, what):
    replies = browser.eval(f"(() => {{ const r = grid.replies; {expression}; return r; }})()")
    browser.wait(f"grid.replies > {replies} && grid.idle()", what)
    time.sleep(0.3)


browser.call("Page.navigate", url=args.page.rstrip("/") + "/grid")
browser.wait("window.grid && grid.replies > 1", "the grid's first items")
first = browser.eval("grid.domCount")
scroll_grid("document.getElementById('scroller').scrollTop = 4000000", "items after a deep scroll")
deep = browser.eval("grid.domCount")
index = browser.eval("+document.querySelector('.tile').textContent")
assert 5 < first < 300 and 5 < deep < 300, f"DOM holds {first} / {deep} tiles"
assert index > 10000, f"deep scroll shows item {index}"
_, deep_error = check_tiles("deep scroll")
browser.screenshot(f"{args.screenshots}/playground-grid.png")
scroll_grid("document.getElementById('scroller').scrollTop = 1e9", "items at the very end")
shown, end_error = check_tiles("the end")
last = browser.eval("""(() => {
  const tiles = [...document.querySelectorAll('.tile')], last = tiles.find(t => t.textContent === '999999');
  if (!last) return null;
  const r = last.getBoundingClientRect(), s = document.getElementById('scroller').getBoundingClientRect();
  return { bottom: r.bottom, viewBottom: s.bottom };
})()""")
assert last is not None, "the last item (999,999) is not in the DOM at the end of the scroll"
assert last["bottom"] <= last["viewBottom"] + 0.01, f"the last item ends below the view: {last}"
assert shown["asked"]["top"] + shown["asked"]["view"] >= shown["contentHeight"] - 0.01, \
    f"the end of the scroll shows content up to {shown['asked']['top'] + shown['asked']['view']}" \
    f" of {shown['contentHeight']}"
assert not browser.eval("grid.errors.length"), browser.eval("grid.errors")
assert browser.eval("grid.cspViolations") == 0, "the grid page broke its CSP"
print(f"grid: {first} tiles in the DOM at the top, {deep} around item {index} of 1,000,000; tiles within "
      f"{max(deep_error, end_error):.4f} pt of sheetkit mosaic; item 999,999 shown at the end")
print("browser test passed")
