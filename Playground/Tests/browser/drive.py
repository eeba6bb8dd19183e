"""Drives the playground in a real Chromium through the DevTools protocol, as a person would.

The sheet page runs as the device: a 390 × 844 phone viewport with touch emulation, fingers from
`Input.dispatchTouchEvent` (the browser scrolls the list itself and gives it its own momentum).
1. Mouse drags in a row from the title after a double click, then finger drags in a row: each is
   the host's drag (no selection, no native drag-and-drop, no cancel).
2. A flick up on the grabber; a drag on the list that hands off from sheet to list with the
   browser's momentum, and back from list to sheet; the text field's keyboard; the guard's dialog
   and a discard; a rotation (the viewport turned) and back.
3. The recording, downloaded as a scenario, run by `sheetkit simulate`: every frame the page got
   for an event equals simulate's (a frame that reached no engine input matches but for its
   time), the final state and detent are simulate's, and the sheet's drawn top edge after each
   release is within 0.5 pt of where simulate has it at rest.
4. The grid page: a million items, only the viewport's in the DOM, before and after a deep scroll;
   every tile where `sheetkit mosaic` puts it (within 0.01 pt) deep down and at the very end, and
   the last item reachable.
5. The phone, portrait and landscape, by touch: the grabber the host focuses at presentation shows
   no focus ring; ⚙ opens a settings card that fits the phone, leaves ⚙ uncovered, has enabled-
   looking buttons and closes by ⚙ and by Done (and the sheet is dragged right after); ⚙ overlaps
   neither the close button nor the grabber at any rest (a flick up and a drag down in landscape);
   one tap on the dialog's Discard right after the guarded fling is enough, and one on Present
   again; the sheet's shadow darkens the dim above it; the keyboard has key caps in four rows; the
   presenter transform and corner radius of a frame are drawn as the frame says (identity when it
   has none); the grid page's bar fits 390 × 844 and 844 × 390 with every item on one line.
No page reports a CSP violation. Screenshots are taken and checked not to be blank. Every wait is
bounded.
"""
import argparse, base64, json, pathlib, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[3] / "Scripts"))
from screenshot_check import assert_not_blank, decode_png  # noqa: E402  (shared with .ci/check-preview.py)

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

    def touch(self, kind, x=0, y=0):
        points = [] if kind in ("touchEnd", "touchCancel") else [{"x": x, "y": y, "id": 1}]
        self.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    def finger(self, x, y, dy, steps, interval, hold=0.0, during=None):
        """A finger down at (x, y), moved dy in steps, held still for `hold` seconds, lifted."""
        self.touch("touchStart", x, y)
        for step in range(1, steps + 1):
            time.sleep(interval)
            self.touch("touchMove", x, y + dy * step / steps)
            if during and step == steps // 2:
                during()
        if hold:
            time.sleep(hold)
            self.touch("touchMove", x, y + dy + 0.5)
            time.sleep(0.12)
        self.touch("touchEnd")

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


def column(browser, x, top, bottom):
    """The brightness (mean of R, G, B) of the drawn page at CSS point x for each CSS y from top to
    bottom, from a screenshot of just that strip."""
    clip = {"x": x, "y": top, "width": 2, "height": bottom - top, "scale": 1}
    data = base64.b64decode(browser.call("Page.captureScreenshot", format="png", clip=clip)["data"])
    width, height, channels, rows = decode_png(data)
    per_point = height / (bottom - top)
    return [sum(rows[min(int(i * per_point), height - 1)][:3]) / 3 for i in range(bottom - top)]


def rect(browser, selector):
    return browser.eval(f"(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect();"
                        " return { x: r.x, y: r.y, width: r.width, height: r.height }; })()")


def overlaps(a, b):
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


def tap(browser, selector):
    """One finger tap at the centre of an element (touch start and end, no movement)."""
    x, y = center(browser, selector)
    browser.touch("touchStart", x, y)
    time.sleep(0.05)
    browser.touch("touchEnd")
    time.sleep(0.15)


def center(browser, selector):
    return browser.eval(f"(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect();"
                        " return [r.x + r.width / 2, r.y + r.height / 2]; })()")


def grabber(browser):
    return center(browser, "#grabber")



def at_rest(browser, what, seconds=10):
    browser.wait("playground.lastFrame && !playground.lastFrame.needsTicks && "
                 "['resting', 'dismissed'].includes(playground.lastFrame.state)", what, seconds)
    time.sleep(0.25)  # any scroll geometry the rest brings, answered
    browser.wait("playground.lastFrame && !playground.lastFrame.needsTicks", what, seconds)


def list_still(browser):
    """Waits until the list's own scrolling (its momentum) has stopped, then for the host to rest."""
    deadline, last = time.time() + 8, None
    while time.time() < deadline:
        now = browser.eval("document.getElementById('listBox').scrollTop")
        if now == last:
            break
        last = now
        time.sleep(0.3)
    at_rest(browser, "the list to stop")
    return last


def drawn_top(browser):
    return browser.eval("document.getElementById('sheet').getBoundingClientRect().top")


def frame(browser):
    return browser.eval("playground.lastFrame")


def rgb(text):
    return [float(v) for v in text[text.index("(") + 1:text.index(")")].split(",")[:3]]


def contrast(a, b):
    """WCAG contrast ratio of two CSS colours."""
    def luminance(colour):
        c = [v / 255 for v in colour]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    high, low = sorted((luminance(rgb(a)), luminance(rgb(b))), reverse=True)
    return (high + 0.05) / (low + 0.05)


def no_focus_ring(where):
    """Phone: the grabber the host focused at presentation is drawn as ever, not in focus-ring blue."""
    ring = browser.eval("""(() => { const g = document.getElementById('grabber'), pill = getComputedStyle(g.firstElementChild);
      return { focused: document.activeElement === g, shadow: pill.boxShadow, background: pill.backgroundColor,
               outline: getComputedStyle(g).outlineStyle }; })()""")
    assert ring["shadow"] == "none" and ring["background"] == "rgb(199, 199, 204)" and ring["outline"] == "none", \
        f"{where}: the grabber shows a focus ring: {ring}"
    return ring["focused"]


def settings_panel(where):
    """Phone: ⚙ opens a phone-sized settings card that leaves ⚙ uncovered, whose buttons look
    enabled, and which ⚙ and its Done button close again (by touch)."""
    tap(browser, "#gear")
    browser.wait("document.body.classList.contains('showControls')", f"{where}: the settings to open")
    gear, panel, view = rect(browser, "#gear"), rect(browser, "#controls"), browser.eval("[innerWidth, innerHeight]")
    assert not overlaps(gear, panel), f"{where}: the settings {panel} cover the ⚙ {gear}"
    assert panel["x"] >= 0 and panel["x"] + panel["width"] <= view[0] and panel["y"] + panel["height"] <= view[1] \
        and panel["width"] <= 340, f"{where}: the settings {panel} don't fit a {view} phone"
    done = rect(browser, "#controlsDone")
    assert done["width"] >= 44 or done["height"] >= 28, f"{where}: no Done button to close the settings: {done}"
    buttons = browser.eval("""[...document.querySelectorAll('#controls button')].map(b => {
      const s = getComputedStyle(b); return [b.id, s.color, s.backgroundColor, s.opacity, b.disabled]; })""")
    for name, colour, background, opacity, disabled in buttons:
        r, g, b = rgb(background)
        assert not disabled and opacity == "1" and contrast(colour, background) >= 4.5 and max(r, g, b) - min(r, g, b) > 100, \
            f"{where}: the {name} button looks disabled: {colour} on {background}, opacity {opacity}"
    browser.screenshot(f"{args.screenshots}/playground-sheet-settings-{where}.png")
    tap(browser, "#gear")
    browser.wait("!document.body.classList.contains('showControls')", f"{where}: ⚙ to close the settings")
    tap(browser, "#gear")
    browser.wait("document.body.classList.contains('showControls')", f"{where}: the settings to open again")
    tap(browser, "#controlsDone")
    browser.wait("!document.body.classList.contains('showControls')", f"{where}: Done to close the settings")
    return len(buttons)


def gear_clear_of_sheet(where):
    """Phone: ⚙ covers neither the close button nor the grabber as drawn."""
    gear = rect(browser, "#gear")
    for part in ("#close", "#grabber"):
        assert not overlaps(gear, rect(browser, part)), f"{where}: ⚙ {gear} overlaps {part} {rect(browser, part)}"


def presenter_applied(where):
    """The frame's presenter transform and corner radius as drawn (absent: identity, the CSS's)."""
    got = browser.eval("""(() => { const p = getComputedStyle(document.getElementById('presenter'));
      return { transform: p.transform, radius: p.borderTopLeftRadius, sheetRadius: getComputedStyle(document.getElementById('sheet')).borderTopLeftRadius,
               dim: +getComputedStyle(document.getElementById('presenterDim')).opacity, frame: playground.lastFrame }; })()""")
    f, p = got["frame"], got["frame"].get("presenter")
    if p is None:
        assert got["transform"] == "none" and got["dim"] == 0, f"{where}: no presenter in the frame, yet {got}"
    else:
        m = [float(v) for v in got["transform"][7:-1].split(",")]
        assert abs(m[0] - p["scale"]) < 1e-3 and abs(m[3] - p["scale"]) < 1e-3 and abs(m[5] - p["offset"]) < 0.01 \
            and abs(float(got["radius"][:-2]) - p["cornerRadius"]) < 0.01 and abs(got["dim"] - p["dim"]) < 1e-3, \
            f"{where}: presenter {p} drawn as {got}"
    if "cornerRadius" in f:
        assert abs(float(got["sheetRadius"][:-2]) - f["cornerRadius"]) < 0.01, f"{where}: {got['sheetRadius']}"
    return p


def shadow_over_dim(where):
    """The sheet casts a visible shadow over the dim: the strip just above its top edge is darker
    with the sheet's shadow than without it."""
    top, dim = browser.eval("[document.getElementById('sheet').getBoundingClientRect().top, playground.lastFrame.dim]")
    assert dim > 0.1, f"{where}: no dim to cast a shadow on ({dim})"
    x = browser.eval("innerWidth") * 0.75
    with_shadow = column(browser, x, int(top) - 16, int(top) - 1)
    browser.eval("document.getElementById('sheet').style.boxShadow = 'none'")
    without = column(browser, x, int(top) - 16, int(top) - 1)
    browser.eval("document.getElementById('sheet').style.boxShadow = ''")
    darker = max(b - a for a, b in zip(with_shadow, without))
    assert darker >= 6, f"{where}: the shadow darkens the dim above the sheet by only {darker:.1f} levels"
    return darker


browser = Browser(args.cdp)


def dump_on_failure(kind, value, trace):
    """On a failed check, the recording so far next to the screenshots, to replay and read."""
    try:
        path = f"{args.screenshots}/failed-scenario.json"
        with open(path, "w") as handle:
            handle.write(browser.eval("playground.exportScenario().then(s => JSON.stringify(s, null, 0))", awaits=True))
        print(f"the recording so far: {path}", file=sys.stderr)
    except Exception as error:
        print(f"(no recording: {error})", file=sys.stderr)
    sys.__excepthook__(kind, value, trace)


sys.excepthook = dump_on_failure
browser.call("Page.enable")
browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
browser.call("Page.navigate", url=args.page)
browser.wait("window.playground && playground.lastFrame && playground.lastFrame.phase === 'presented'",
             "the sheet to rise")
at_rest(browser, "the sheet to rest")
focused = no_focus_ring("at presentation")
print(f"phone: the grabber {'has the host’s focus' if focused else 'is'} drawn without a focus ring at presentation")
rests = []  # (the page's time at a rest, the sheet's drawn top edge then)


def release_and_rest(what):
    at_rest(browser, what)
    rests.append((browser.eval("playground.lastFrame.t"), drawn_top(browser)))


# 1. Mouse: a double click on the title (which selects a word on a page that allows it), then drags
#    in a row from it. Fingers: drags in a row from the title. Each is the host's drag.
x, y = center(browser, "#header h1")
for clicks in (1, 2):
    browser.mouse("mousePressed", x, y, clicks)
    browser.mouse("mouseReleased", x, y, clicks)
for number, dy in enumerate((-40, 40, -40, 40), start=1):
    x, y = center(browser, "#header h1")
    states = []
    browser.drag(x, y, dy, steps=6, interval=0.016,
                 during=lambda: states.append(browser.eval("playground.lastFrame.state")))
    release_and_rest(f"mouse drag {number} to settle")
    assert states == ["dragging"], f"mouse drag {number}: the sheet was {states} mid-drag"
for number, dy in enumerate((-50, 50, -50, 50), start=1):
    x, y = center(browser, "#header h1")
    states = []
    browser.finger(x, y, dy, steps=6, interval=0.016, hold=0.1,
                   during=lambda: states.append(browser.eval("playground.lastFrame.state")))
    release_and_rest(f"finger drag {number} to settle")
    assert states == ["dragging"], f"finger drag {number}: the sheet was {states} mid-drag"
drags = browser.eval("({ cancels: playground.cancels, nativeDrags: playground.nativeDrags,"
                     " selection: getSelection().toString() })")
assert drags == {"cancels": 0, "nativeDrags": 0, "selection": ""}, f"repeated drags: {drags}"
print("4 mouse drags and 4 finger drags in a row from the title: each the host's, none cancelled, nothing selected")

# Phone: the settings card, opened and closed by touch; the sheet is touched right after (the flick).
count = settings_panel("portrait")
gear_clear_of_sheet("portrait")
print(f"phone: ⚙ opens a settings card beside it with {count} enabled-looking buttons; ⚙ and Done close it")

# 2. A flick up on the grabber: to the largest detent.
start = frame(browser)
medium_top = start["top"]
x, y = center(browser, "#grabber")
browser.finger(x, y, -160, steps=5, interval=0.008)
release_and_rest("the flick to settle")
large = frame(browser)
assert large["detent"] == "large" and large["top"] < medium_top - 100, f"the flick ended at {large['detent']}"
print(f"flick up: {large['detent']} at {large['top']:.2f} pt")
gear_clear_of_sheet("portrait, largest detent")
presenter = presenter_applied("the largest detent")
browser.screenshot(f"{args.screenshots}/playground-sheet-large.png")
print(f"phone: at the largest detent ⚙ clears the close button; the presenter is {presenter or 'absent (identity)'} as drawn")

# A drag down on the grabber back where it was, slowly.
x, y = center(browser, "#grabber")
browser.finger(x, y, medium_top - large["top"], steps=12, interval=0.016, hold=0.15)
release_and_rest("the drag down to settle")
assert frame(browser)["detent"] == start["detent"], (frame(browser)["detent"], start["detent"])

# The list, from there: up, the sheet grows to large with the list pinned at its top, then the list
# scrolls and, released moving, keeps going by the browser's own momentum.
listBox = browser.eval("(() => { const r = document.getElementById('listBox').getBoundingClientRect();"
                       " return [r.x + r.width / 2, r.y + 60]; })()")
sheet_moves = []
# A finger's pace: 12 pt a frame while the sheet rises, then a flick of the list.
lx, ly = listBox
browser.touch("touchStart", lx, ly)
while ly > 260:
    time.sleep(0.016)
    ly -= 12
    browser.touch("touchMove", lx, ly)
    if len(sheet_moves) < 1 and ly < listBox[1] - 100:
        sheet_moves.append(browser.eval("[playground.lastFrame.top, document.getElementById('listBox').scrollTop]"))
for _ in range(6):
    time.sleep(0.008)
    ly -= 35
    browser.touch("touchMove", lx, ly)
browser.touch("touchEnd")
at_release = browser.eval("document.getElementById('listBox').scrollTop")
release_and_rest("the hand-off up to settle")
coasted_up = list_still(browser)
after = frame(browser)
assert after["detent"] == "large", f"the drag on the list ended at {after['detent']}"
assert sheet_moves[0][0] > after["top"] + 20 and sheet_moves[0][1] <= 1, f"mid-drag (top, scrollTop): {sheet_moves}"
assert at_release > 50 and abs(after["contentOffset"] - coasted_up) < 1, (at_release, coasted_up, after["contentOffset"])

def list_back_to(offset):
    """A slow drag down on the list (no momentum) until it is scrolled `offset` or less; its top."""
    top = browser.eval("document.getElementById('listBox').getBoundingClientRect().top")
    scrolled = browser.eval("document.getElementById('listBox').scrollTop")
    if scrolled > offset:
        distance = min(scrolled - offset, 780 - top)
        browser.finger(lx, top + 40, distance, steps=int(distance / 10) + 1, interval=0.016, hold=0.2)
        list_still(browser)
    return top


# A flick on the list at the largest detent: the browser's own momentum carries it on, the sheet stays.
list_back_to(200)
browser.touch("touchStart", lx, 500)
# 30 pt every 8 ms: a flick fast enough to coast even when a loaded machine stretches the intervals
# (any coast past 10 pt is the browser's momentum; without it the list stops where it was let go).
for step in range(1, 7):
    time.sleep(0.008)
    browser.touch("touchMove", lx, 500 - 30 * step)
flicked_at = browser.eval("document.getElementById('listBox').scrollTop")
browser.touch("touchEnd")
coasted = list_still(browser)
assert frame(browser)["detent"] == "large" and coasted > flicked_at + 10, \
    f"no momentum: scrollTop {flicked_at} at the release, {coasted} at rest"
assert abs(frame(browser)["contentOffset"] - coasted) < 1, (frame(browser)["contentOffset"], coasted)
print(f"list drag up: the sheet to large with the list pinned at its top, then the list scrolled to {at_release:.0f}"
      f" ({coasted_up:.0f} after its momentum);"
      f" a flick: {flicked_at:.0f} at the release, {coasted:.0f} pt by the browser's momentum")

# Phone: the first tap after a fling is the button's. A flick on the list, and while the list still
# coasts, one tap on ⚙ opens the settings (a browser drops the click of a tap that stops a fling).
def flick_and_catch_coasting():
    """A flick up on the list; the scroll positions of its first frames after the release, ending in
    two that differ when the browser's momentum carries the list on."""
    list_back_to(200)
    browser.touch("touchStart", lx, 560)
    for step in range(1, 7):
        time.sleep(0.008)
        browser.touch("touchMove", lx, 560 - 30 * step)
    browser.touch("touchEnd")
    seen = [browser.eval("document.getElementById('listBox').scrollTop")]
    for _ in range(20):  # the momentum's first frames (a loaded machine draws late)
        time.sleep(0.016)
        seen.append(browser.eval("document.getElementById('listBox').scrollTop"))
        if seen[-1] != seen[-2]:
            break
    return seen


# A loaded machine can deliver the release late enough that the browser sees no fling: try again.
for attempt in range(3):
    coasting = flick_and_catch_coasting()
    if coasting[-1] != coasting[-2]:
        break
    list_still(browser)
assert coasting[-1] != coasting[-2], f"the list is not coasting when tapped: {coasting}"
coasting = coasting[-2:]
tap(browser, "#gear")
assert browser.eval("document.body.classList.contains('showControls')"), \
    "the first tap after a fling was swallowed: ⚙ did not open the settings"
tap(browser, "#controlsDone")
browser.wait("!document.body.classList.contains('showControls')", "Done to close the settings")
list_still(browser)
print(f"phone: a flick on the list, then one tap on ⚙ while it coasted ({coasting[0]:.0f} → {coasting[1]:.0f}):"
      " the settings opened; Done closed them")

# And back: down on the list, the list scrolls to its top first, then the sheet follows the finger.
list_top = list_back_to(150)  # what is left for the hand-off fits on the screen
browser.finger(listBox[0], list_top + 40, 790 - list_top, steps=64, interval=0.016, hold=0.15)
release_and_rest("the hand-off down to settle")
down = frame(browser)
assert down["detent"] in ("medium", "peek") and down["contentOffset"] == 0, \
    f"the drag down on the list ended at {down['detent']}, offset {down['contentOffset']}"
print(f"list drag down: list to its top, sheet to {down['detent']} at {down['top']:.2f} pt")

# A finger mid-drag and the sheet at rest, as a person sees them.
x, y = center(browser, "#grabber")
browser.touch("touchStart", x, y)
for step in range(1, 7):
    time.sleep(0.016)
    browser.touch("touchMove", x, y - 25 * step)
browser.wait("playground.lastFrame.state === 'dragging'", "the drag")
time.sleep(0.1)
browser.screenshot(f"{args.screenshots}/playground-sheet-drag.png")
browser.touch("touchEnd")
release_and_rest("the screenshot drag to settle")
browser.screenshot(f"{args.screenshots}/playground-sheet-rest.png")

# The keyboard: a tap on the field focuses it; the sheet rides on the keyboard's top.
fx, fy = center(browser, "#field")
browser.touch("touchStart", fx, fy)
browser.touch("touchEnd")
browser.wait("document.activeElement === document.getElementById('field')", "the field's focus")
at_rest(browser, "the sheet above the keyboard")
keyboard = frame(browser)
kb_top = browser.eval("document.getElementById('keyboard').getBoundingClientRect().top")
bottom = keyboard["sheetRect"]["y"] + keyboard["sheetRect"]["height"]
assert abs(bottom - kb_top) < 0.01, f"sheet bottom {bottom} vs keyboard top {kb_top}"
keys = browser.eval("""(() => { const k = document.getElementById('keyboard').getBoundingClientRect();
  const keys = [...document.querySelectorAll('#keyboard .key')].map(e => e.getBoundingClientRect());
  const caps = [...document.querySelectorAll('#keyboard .key')].map(e => getComputedStyle(e).backgroundColor);
  return { rows: new Set(keys.map(r => Math.round(r.top))).size, count: keys.length, white: caps.filter(c => c === 'rgb(255, 255, 255)').length,
           inside: keys.every(r => r.left >= k.left - 0.5 && r.right <= k.right + 0.5 && r.top >= k.top && r.bottom <= k.bottom + 0.5) }; })()""")
assert keys["rows"] == 4 and keys["count"] >= 30 and keys["white"] >= 26 and keys["inside"], f"the keyboard is no keyboard: {keys}"
browser.screenshot(f"{args.screenshots}/playground-sheet-keyboard.png")
browser.eval("document.getElementById('field').blur()")
at_rest(browser, "the keyboard to go")
print(f"keyboard: sheet bottom on the keyboard's top at {kb_top:.0f} pt, back down after")
rests.append((browser.eval("playground.lastFrame.t"), drawn_top(browser)))

# The guard: a fling down asks instead of dismissing; Discard dismisses; present again.
browser.eval("document.getElementById('modal').click()")
x, y = center(browser, "#grabber")
browser.finger(x, y, 400, steps=5, interval=0.016)
browser.wait("playground.dialogShown > 0", "the confirm dialog", 10)
release_and_rest("the sheet to spring back")
assert browser.eval("document.getElementById('dialog').style.display") == "block"
assert frame(browser)["state"] == "resting", frame(browser)["state"]
guarded = frame(browser)["detent"]
shadow = shadow_over_dim("the guarded sheet at rest")
# Phone: the first tap after the fling is the dialog's (one tap on Discard, by touch).
tap(browser, "#discard")
assert browser.eval("getComputedStyle(document.getElementById('dialog')).display") == "none", \
    "the first tap after a fling was swallowed: the dialog is still up"
at_rest(browser, "the discard")
assert frame(browser)["state"] == "dismissed" and browser.eval("document.getElementById('presentBox').style.display") == "block"
browser.eval("document.getElementById('modal').click()")
tap(browser, "#present")
browser.wait("playground.lastFrame.phase === 'presented'", "the sheet to rise again")
release_and_rest("the sheet to rest again")
print(f"guarded fling down: dialog shown, sheet back at {guarded}; one tap on Discard dismissed it; one tap presented"
      f" it again; the sheet's shadow darkens the dim above it by {shadow:.0f} levels")

# Rotation: the viewport turned, then back. The sheet takes the new container's width.
browser.call("Emulation.setDeviceMetricsOverride", width=844, height=390, deviceScaleFactor=2, mobile=True)
browser.wait("playground.lastFrame.sheetRect.y < 390 && playground.lastFrame.sheetRect.width > 400", "the rotation")
at_rest(browser, "the rotation to settle")
turned = frame(browser)
browser.screenshot(f"{args.screenshots}/playground-sheet-landscape.png")
gear_clear_of_sheet("landscape")
# Phone, landscape: gestures in a row (a flick up to the largest detent, a drag down), ⚙ clear of the
# close button at each rest, and the settings card.
x, y = center(browser, "#grabber")
browser.finger(x, y, -120, steps=5, interval=0.008)
release_and_rest("the landscape flick to settle")
gear_clear_of_sheet("landscape, after a flick up")
presenter_applied("landscape, after a flick up")
browser.screenshot(f"{args.screenshots}/playground-sheet-landscape-large.png")
settings_panel("landscape")
x, y = center(browser, "#grabber")
browser.finger(x, y, 60, steps=8, interval=0.016, hold=0.1)
release_and_rest("the landscape drag to settle")
gear_clear_of_sheet("landscape, after a drag down")
print(f"phone, landscape: a flick up to {frame(browser)['detent']} and a drag down in a row; ⚙ clear of the close"
      " button and grabber at each rest; the settings card fits and closes")
browser.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
browser.wait("playground.lastFrame.sheetRect.width === 390", "the rotation back")
release_and_rest("the rotation back to settle")
print(f"rotation: in 844 × 390 the sheet is {turned['sheetRect']['width']:.0f} pt wide at {turned['sheetRect']['y']:.1f},"
      f" back at {frame(browser)['detent']}")

assert not browser.eval("playground.errors.length"), browser.eval("playground.errors")
assert browser.eval("playground.cspViolations") == 0, "the sheet page broke its CSP"

# 3. The downloaded scenario, run by sheetkit simulate: frame for frame.
scenario_text = browser.eval("playground.exportScenario().then(s => JSON.stringify(s))", awaits=True)
page_frames = browser.eval("playground.eventFrames")
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
    handle.write(scenario_text)
scenario = json.loads(scenario_text)
simulated = json.loads(subprocess.run([args.sheetkit, "simulate", handle.name], check=True, capture_output=True,
                                      text=True, timeout=60).stdout)
frames = simulated["frames"]
ordered = [event for _, event in sorted(enumerate(scenario["events"]), key=lambda pair: (pair[1]["t"], pair[0]))]
fps, until = scenario["fps"], scenario["until"]
index, tick, replayed = 0, 0, []
for event in ordered:
    while tick / fps <= until and tick / fps <= event["t"]:
        index, tick = index + 1, tick + 1
    if event["type"] != "tick":  # recorded ticks are the session's, not the page's
        replayed.append((event, frames[index]))
    index += 1
assert len(replayed) == len(page_frames), f"{len(replayed)} events replayed, the page got {len(page_frames)} frames"
whole = 0
for number, ((event, expected), got) in enumerate(zip(replayed, page_frames)):
    if expected["t"] == event["t"] and got["t"] == event["t"]:
        whole += 1
        assert expected == got, f"event {number} ({event}): simulate {expected} vs page {got}"
    else:
        # An event that reached no engine input answers with the sheet as of the last tick, and the
        # page's ticks are not simulate's: the scenario fixes only where the sheet is heading.
        assert expected["detent"] == got["detent"] and abs(expected["top"] - got["top"]) <= 0.5, \
            f"event {number} ({event}): simulate {expected} vs page {got}"
final, last = frames[-1], page_frames[-1]
assert (final["state"], final["detent"]) == ("resting", frame(browser)["detent"]), f"simulate ends {final}"
# The sheet's drawn top edge at each rest after a release, against simulate's frame just before the
# next event that came after that rest (nothing moved the sheet in between, on the page).
times = sorted(e["t"] for e in ordered if e["type"] != "tick")
worst = 0.0
for rest_time, top in rests:
    following = [t for t in times if t > rest_time]
    before = following[0] if following else until
    expected = [f for f in frames if f["t"] < before or (not following and f["t"] <= before)][-1]
    worst = max(worst, abs(expected["top"] - top))
    assert abs(expected["top"] - top) <= 0.5, f"at rest after t = {rest_time}: drawn {top}, simulate {expected['top']}"
print(f"sheetkit simulate of the downloaded scenario ({len(scenario['events'])} events): all {len(replayed)} event"
      f" frames agree with the page's ({whole} equal to the digit, the others' detent and top); ends {final['state']} at"
      f" {final['detent']}; drawn top within {worst:.3f} pt of simulate at {len(rests)} rests")

# The page in a desktop window: a framed phone beside the controls; a mouse drag mid-way and at rest.
browser.call("Emulation.setTouchEmulationEnabled", enabled=False)
browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
browser.wait("!document.body.classList.contains('device')", "the desktop layout")
at_rest(browser, "the desktop layout to settle")
x, y = center(browser, "#grabber")
browser.mouse("mousePressed", x, y)
for step in range(1, 7):
    time.sleep(0.016)
    browser.mouse("mouseMoved", x, y - 30 * step)
browser.wait("playground.lastFrame.state === 'dragging'", "the mouse drag")
time.sleep(0.1)
browser.screenshot(f"{args.screenshots}/playground-sheet-drag-desktop.png")
browser.mouse("mouseReleased", x, y - 180)
at_rest(browser, "the mouse drag to settle")
browser.screenshot(f"{args.screenshots}/playground-sheet.png")
assert not browser.eval("playground.errors.length"), browser.eval("playground.errors")

# The grid, in the same window.
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

# Phone: the grid page's bar fits a phone's width in portrait and landscape (every item on one line,
# none clipped), and the tiles are still where `sheetkit mosaic` puts them.
browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
for width, height in ((390, 844), (844, 390)):
    browser.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=2, mobile=True)
    scroll_grid("document.getElementById('scroller').scrollTop = 2000000; dispatchEvent(new Event('resize'))",
                f"items at {width} × {height}")
    bar = browser.eval("""(() => { const b = document.getElementById('bar'), r = b.getBoundingClientRect();
      return { width: innerWidth, overflow: b.scrollWidth - b.clientWidth, bottom: r.bottom,
               scrollerTop: document.getElementById('scroller').getBoundingClientRect().top,
               items: [...b.children].map(e => { const q = e.getBoundingClientRect();
                 return [e.tagName, q.left, q.right, q.height, e.scrollWidth - e.clientWidth]; }) }; })()""")
    for tag, left, right, tall, clipped in bar["items"]:
        assert left >= 0 and right <= bar["width"] + 0.5 and tall <= 32 and clipped <= 0, \
            f"grid bar at {width} × {height}: {tag} spans {left:.0f}–{right:.0f}, {tall:.0f} pt tall: {bar}"
    assert bar["overflow"] <= 0 and abs(bar["scrollerTop"] - bar["bottom"]) < 1, f"grid bar at {width} × {height}: {bar}"
    _, phone_error = check_tiles(f"a {width} × {height} phone")
    browser.screenshot(f"{args.screenshots}/playground-grid-phone-{width}x{height}.png")
    print(f"phone: the grid's bar fits {width} × {height} in {bar['bottom']:.0f} pt, items on one line each;"
          f" tiles within {phone_error:.4f} pt of sheetkit mosaic")
assert not browser.eval("grid.errors.length"), browser.eval("grid.errors")
print("browser test passed")
