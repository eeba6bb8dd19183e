"use strict";
// The sheet page: a binding of the host core in a browser. It sends raw input as scenario events —
// fingers and the mouse, the list's own native scrolling, the text field's keyboard, the container's
// size, accessibility actions, with the browser's timestamps on one clock — and applies each host
// frame as it comes, from that one frame object. It decides nothing: hit-testing, the hand-off
// between list and sheet, the keyboard's overlap, pinning the list, the presenting view's recession
// are the host's.
const ROWS = 30, names = ["Coffee Roasters","City Library","Riverside Park","Night Market","Harbour Museum","Botanic Garden","Old Town Bakery","Central Station","Skate Park","Observatory"];
const colors = ["#f4a261","#2a9d8f","#e9c46a","#8ab17d","#e76f51","#6d597a","#457b9d","#b56576"];
const $ = id => document.getElementById(id);
const list = $("list"), listBox = $("listBox"), phone = $("phone"), layer = $("sheetLayer"), title = document.querySelector("#header h1");
for (let i = 0; i < ROWS; i++) {
  const row = document.createElement("div"), dot = document.createElement("i");
  row.className = "row"; dot.style.background = colors[i % 8];
  row.append(dot, `${names[i % 10]} ${i + 1}`); list.appendChild(row);
}
const pg = window.playground = { frames: 0, errors: [], lastReply: null, lastFrame: null, eventFrames: [], scenario: null,
  dialogShown: 0, cancels: 0, nativeDrags: 0, cspViolations: 0, drawnTop: null, container: null };
addEventListener("securitypolicyviolation", () => pg.cspViolations++);

// The container: the whole window on a phone-sized window (the page is the device), else a
// framed phone, portrait or rotated, scaled to fit. Safe areas are an iPhone's.
let landscape = false, scale = 1, container = null;
function measureContainer() {
  const device = innerWidth < 600 || innerHeight < 600;
  document.body.classList.toggle("device", device);
  const [w, h] = device ? [innerWidth, innerHeight] : landscape ? [844, 390] : [390, 844];
  phone.style.width = w + "px"; phone.style.height = h + "px";
  scale = device ? 1 : Math.min(1, (innerHeight - 40) / h, (innerWidth - 340) / w);
  phone.style.transform = device ? "" : `scale(${scale})`;
  const safeArea = h >= w ? { top: 47, bottom: 34 } : { leading: 47, trailing: 47, bottom: 21 };
  return { width: w, height: h, safeArea };
}

// One clock: the browser's event timestamps, performance.now() and animation frames, in
// seconds from the configuration. Messages never go back in time.
let origin = performance.now() / 1000, lastSent = 0;
function clock(ms) { lastSent = Math.max(lastSent, ms / 1000 - origin); return lastSent; }
const socket = new WebSocket(`ws://${location.host}${document.body.dataset.socket}`);
const pending = [];
function send(message) {
  if (socket.readyState !== 1) return;
  pending.push(message.type); socket.send(JSON.stringify(message));
}
function input(type, ms, fields = {}) { send(Object.assign({ t: clock(ms), type }, fields)); }

// The keyboard is simulated: its frame in the container, as the platform would report it.
let keyboardUp = false;
function keyboardHeight() { return keyboardUp ? (container.height < container.width ? 209 : +$("kb").value) : 0; }
function keyboardFrame() {
  const h = keyboardHeight();
  return h ? { x: 0, y: container.height - h, width: container.width, height: h } : { x: 0, y: 0, width: 0, height: 0 };
}

function configure() {
  const wanted = [...document.querySelectorAll(".det:checked")].map(e => e.value);
  const all = { peek: { id: "peek", height: 200 }, fit: { id: "fit", fitting: true }, third: { id: "third", fraction: 0.33 }, medium: { id: "medium" }, large: { id: "large" } };
  const detents = (wanted.length ? wanted : ["medium"]).map(k => all[k]);
  const sheet = { detents, selected: detents.some(d => d.id === "medium") ? "medium" : detents[0].id,
    modalInPresentation: $("modal").checked, style: $("style").value, reduceMotion: $("reduce").checked,
    prefersGrabberVisible: true, header: { title: "Places nearby", closeButton: true }, contentFittingHeight: 48 + 3 * 44,
    scrollContentHeight: 48 + ROWS * 44 };  // the list's rows; its own geometry follows once shown
  if (wanted.includes($("undimmed").value)) sheet.largestUndimmed = $("undimmed").value;
  layer.classList.toggle("gray", sheet.style === "gray");  // the app's own setting, as sent
  container = measureContainer();
  origin = performance.now() / 1000; lastSent = 0; lastScroll = "";
  send({ type: "configure", container: Object.assign({ keyboard: keyboardHeight() }, container), sheet });
  input("present", performance.now());
}
function resized() {
  const next = measureContainer();
  if (JSON.stringify(next) === JSON.stringify(container)) return;
  container = next;
  input("container", performance.now(), Object.assign({ keyboard: keyboardHeight() }, container));
}
addEventListener("resize", resized);
// The page's own buttons take a finger's tap from its touch events: a browser drops the click of
// the tap that stops a list's momentum (the first tap after a fling), which iOS delivers to a
// button outside the list. The click stays for the mouse, keys and assistive technologies.
function onTap(element, action) {
  let start = null;
  element.addEventListener("touchstart", e => {
    const t = e.changedTouches[0];
    start = { id: t.identifier, x: t.clientX, y: t.clientY };
  }, { passive: true });
  element.addEventListener("touchend", e => {
    const t = start && [...e.changedTouches].find(t => t.identifier === start.id);
    if (!t) return;
    const moved = Math.hypot(t.clientX - start.x, t.clientY - start.y);
    start = null;
    if (moved > 10 || !element.contains(document.elementFromPoint(t.clientX, t.clientY))) return;
    e.preventDefault();  // the tap is handled: no click after it
    action(e);
  });
  element.addEventListener("click", action);
}
onTap($("rotate"), () => { landscape = !landscape; resized(); });
// The settings card: opened and closed by the ⚙, closed by its Done button.
function showControls(shown) {
  document.body.classList.toggle("showControls", shown);
  $("gear").setAttribute("aria-expanded", String(shown));
}
onTap($("gear"), () => showControls(!document.body.classList.contains("showControls")));
onTap($("controlsDone"), () => showControls(false));

// The list's own geometry, sent whenever the browser scrolls it or it changes size: the host
// decides from it whether a drag on the list is the list's or the sheet's.
let lastScroll = "", listTouched = false, fingerUp = true;
function sendScroll(ms) {
            if (!pg.lastFrame || pg.lastFrame.hidden) return;
  const geometry = { offset: listBox.scrollTop, contentHeight: listBox.scrollHeight, viewportHeight: listBox.clientHeight,
    tracking: listTouched && !fingerUp, decelerating: listTouched && fingerUp };
  const key = JSON.stringify(geometry);
  if (key === lastScroll) return;
  lastScroll = key; input("scroll", ms, geometry);
}
listBox.addEventListener("scroll", e => sendScroll(e.timeStamp), { passive: true });
listBox.addEventListener("scrollend", e => { if (fingerUp) listTouched = false; sendScroll(e.timeStamp); });

// Applying a frame: rects, dim, the list's inset and pin, accessibility, what happened.
function place(element, r) {
  element.style.left = r.x + "px"; element.style.top = r.y + "px";
  element.style.width = r.width + "px"; element.style.height = r.height + "px";
}
let drawnTime = -1, mouseDragging = false;
function apply(reply) {
  const f = reply.frame;
  pg.lastReply = reply; pg.lastFrame = f; pg.frames++;
  layer.style.display = f.hidden ? "none" : "block";
  layer.setAttribute("aria-modal", String(f.accessibility.modal));
  if (f.t >= drawnTime) {
    // A frame older than the one drawn (an event that moved nothing) would move the sheet back.
    drawnTime = f.t;
    place($("sheet"), f.sheetRect); place($("grabber"), f.grabberRect); place($("header"), f.headerRect);
    place($("close"), f.closeButtonRect); place(listBox, f.contentRect);
    if (f.titleRect !== undefined) {
      // The title where the host puts it, relative to the header it sits in.
      $("header").classList.add("placedTitle");
      place(title, { x: f.titleRect.x - f.headerRect.x, y: f.titleRect.y - f.headerRect.y, width: f.titleRect.width, height: f.titleRect.height });
    }
    if (f.cornerRadius !== undefined) $("sheet").style.borderRadius = `${f.cornerRadius}px ${f.cornerRadius}px 0 0`;
    applyPresenter(f.presenter);
    $("dim").style.opacity = f.dim;
    pg.drawnTop = f.sheetRect.y;
  }
  $("close").style.display = f.closeButtonRect.width ? "grid" : "none";
  const insets = f.contentInsets;
  list.style.paddingBottom = f.contentInset + "px";
  list.style.paddingLeft = insets.left + "px"; list.style.paddingRight = insets.right + "px";
  $("header").style.paddingLeft = 16 + insets.left + "px";
  if (f.pinContentOffset !== null && f.pinContentOffset !== undefined) {
    if (f.stopsDeceleration) { listBox.style.overflowY = "hidden"; requestAnimationFrame(() => listBox.style.overflowY = ""); }
    if (Math.abs(listBox.scrollTop - f.pinContentOffset) > 0.5) listBox.scrollTop = f.pinContentOffset;
  } else if (mouseDragging && f.contentOffset !== undefined) {
    // A mouse has no scroll pan of its own: while it drags, the list goes where the host says.
    listBox.scrollTop = f.contentOffset;
  }
  const g = $("grabber"), a = f.accessibility;
  g.setAttribute("aria-label", a.grabberLabel); g.setAttribute("aria-valuetext", a.grabberValue);
  $("close").setAttribute("aria-label", a.closeButtonLabel || "Close");
  if (a.announcement) $("announce").textContent = a.announcement;
  // Focus moves for assistive technologies; the ring shows only for a keyboard's own focus.
  if (a.focus === "sheet" && document.activeElement !== $("field")) g.focus({ preventScroll: true });
  for (const e of reply.events) {
    if (e.type === "attemptedDismiss") { $("dialog").style.display = "block"; pg.dialogShown++; }
    if (e.type === "didDismiss") { $("presentBox").style.display = "block"; $("field").blur(); }
  }
  ticking = f.needsTicks;
  $("readout").textContent = `phase   ${f.phase}\nstate   ${f.state}\ndetent  ${f.detent}\ntop     ${f.top.toFixed(1)}\nheight  ${f.height.toFixed(1)}\nvelocity ${f.velocity.toFixed(0)}\ndim     ${f.dim.toFixed(2)}\noffset  ${(f.contentOffset || 0).toFixed(1)}\nvalue   ${a.grabberValue}`;
}
// The presenting view as the frame's presenter says (absent: as it is): scaled about its top
// centre, moved down, its corners rounded, a black layer of the given alpha over it. Once its top
// has moved below the status bar's text (the time's middle, 22 pt down), the text stands on the
// phone's black backdrop and turns light, as iOS's status bar does over a receded page.
const statusMiddle = 22;
function applyPresenter(p) {
  const view = $("presenter");
  view.style.transform = p ? `translateY(${p.offset}px) scale(${p.scale})` : "";
  view.style.borderRadius = p ? `${p.cornerRadius}px` : "";
  $("presenterDim").style.opacity = p ? p.dim : 0;
  $("status").classList.toggle("light", !!p && p.offset >= statusMiddle);
}
socket.onopen = () => { configure(); requestAnimationFrame(loop); };
socket.onmessage = event => {
  const reply = JSON.parse(event.data), sent = pending.shift();
  if (reply.type === "error") { pg.errors.push(reply.message); return; }
  if (reply.type === "scenario") { pg.scenario = reply.scenario; if (pg.onScenario) pg.onScenario(reply.scenario); return; }
  if (reply.type !== "frame") return;
  if (sent === "configure") pg.eventFrames = [];
  else if (sent !== "tick") pg.eventFrames.push(reply.frame);
  apply(reply);
  // The host's idea of the list's offset runs ahead of the browser's scrolling during a drag;
  // when they differ and nothing pins the list, the list reports where it really is.
  const f = reply.frame, stale = f.contentOffset !== undefined && f.pinContentOffset === null && Math.abs(f.contentOffset - listBox.scrollTop) > 0.5;
  if (stale) lastScroll = "";
  if (stale || !f.needsTicks) sendScroll(performance.now());
};
let ticking = false;
function loop(ms) { if (ticking) input("tick", ms); requestAnimationFrame(loop); }

// Fingers: touch events, which keep coming while the browser scrolls the list (pointer events
// would be cancelled), one finger at a time. The mouse and pens: pointer events, captured.
const overlay = target => target.closest && target.closest("#dialog, #presentBox, #keyboard, #gear");
function point(x, y) { const r = phone.getBoundingClientRect(); return { x: (x - r.left) / scale, y: (y - r.top) / scale }; }
let finger = null;
phone.addEventListener("touchstart", e => {
  const t = e.changedTouches[0];
  if (finger !== null || overlay(e.target)) return;
  finger = t.identifier; fingerUp = false; listTouched = listBox.contains(e.target);
  input("pointerDown", e.timeStamp, point(t.clientX, t.clientY));
}, { passive: true });
phone.addEventListener("touchmove", e => {
  for (const t of e.changedTouches) if (t.identifier === finger) input("pointerMove", e.timeStamp, point(t.clientX, t.clientY));
}, { passive: true });
phone.addEventListener("touchend", e => {
  for (const t of e.changedTouches) if (t.identifier === finger) { finger = null; fingerUp = true; input("pointerUp", e.timeStamp, point(t.clientX, t.clientY)); }
}, { passive: true });
phone.addEventListener("touchcancel", e => {
  for (const t of e.changedTouches) if (t.identifier === finger) { finger = null; fingerUp = true; pg.cancels++; input("pointerCancel", e.timeStamp); }
}, { passive: true });
let mouse = null;
phone.addEventListener("pointerdown", e => {
  if (e.pointerType === "touch" || e.button !== 0 || mouse !== null || overlay(e.target)) return;
  mouse = e.pointerId; mouseDragging = true; phone.setPointerCapture(e.pointerId);
  input("pointerDown", e.timeStamp, point(e.clientX, e.clientY));
});
phone.addEventListener("pointermove", e => { if (e.pointerId === mouse) input("pointerMove", e.timeStamp, point(e.clientX, e.clientY)); });
function mouseEnd(e, type) {
  if (e.pointerId !== mouse) return;
  mouse = null; mouseDragging = false;
  if (type === "pointerCancel") { pg.cancels++; input(type, e.timeStamp); } else input(type, e.timeStamp, point(e.clientX, e.clientY));
}
phone.addEventListener("pointerup", e => mouseEnd(e, "pointerUp"));
phone.addEventListener("pointercancel", e => { if (e.pointerType !== "touch") mouseEnd(e, "pointerCancel"); });
phone.addEventListener("lostpointercapture", e => mouseEnd(e, "pointerCancel"));
// Nothing on the phone is draggable or selectable: a drag that starts where the last one ended
// is a drag again, never a native drag-and-drop or a selection.
for (const element of phone.querySelectorAll("*")) element.draggable = false;
phone.addEventListener("dragstart", e => { e.preventDefault(); pg.nativeDrags++; });
phone.addEventListener("selectstart", e => { if (e.target !== $("field")) e.preventDefault(); });
phone.addEventListener("contextmenu", e => e.preventDefault());

// The text field's keyboard, the app's buttons, accessibility actions.
$("field").addEventListener("focus", e => { keyboardUp = true; drawKeyboard(); input("keyboardFrame", e.timeStamp, keyboardFrame()); });
$("field").addEventListener("blur", e => { keyboardUp = false; drawKeyboard(); input("keyboardFrame", e.timeStamp, keyboardFrame()); });
// The keyboard's key caps (it takes no input: the field's text is not the point).
for (const row of ["qwertyuiop", "asdfghjkl", "⇧zxcvbnm⌫", ["123", "🙂", "space", "return"]]) {
  const keys = document.createElement("div");
  keys.className = "keys";
  for (const label of row) {
    const key = document.createElement("div");
    key.className = "key" + ({ "⇧": " wide", "⌫": " wide", "123": " wide", "🙂": " wide", space: " space", return: " return" }[label] || "");
    key.textContent = label; keys.appendChild(key);
  }
  $("keyboard").appendChild(keys);
}
function drawKeyboard() { const k = keyboardFrame(); $("keyboard").style.display = k.height ? "flex" : "none"; $("keyboard").style.top = k.y + "px"; $("keyboard").style.height = k.height + "px"; }
addEventListener("resize", drawKeyboard);
onTap($("discard"), e => { $("dialog").style.display = "none"; input("dismiss", e.timeStamp); });
onTap($("keep"), () => { $("dialog").style.display = "none"; });
onTap($("present"), e => { $("presentBox").style.display = "none"; input("present", e.timeStamp); });
$("modal").addEventListener("change", e => input("modalInPresentation", e.timeStamp, { value: $("modal").checked }));
$("grabber").addEventListener("keydown", e => {
  const action = { ArrowUp: "increment", ArrowRight: "increment", ArrowDown: "decrement", ArrowLeft: "decrement", Enter: "activate", " ": "activate" }[e.key];
  if (action) { e.preventDefault(); input("accessibility", e.timeStamp, { action }); }
});
// Whether the last input was a key (the focus ring's rule): a touch or a click ends it.
addEventListener("keydown", () => document.body.classList.add("keyboardInput"), true);
for (const type of ["pointerdown", "touchstart"]) addEventListener(type, () => document.body.classList.remove("keyboardInput"), { capture: true, passive: true });
addEventListener("keydown", e => { if (e.key === "Escape") input("accessibility", e.timeStamp, { action: "escape" }); });
for (const el of document.querySelectorAll(".det, #undimmed, #style, #reduce")) el.addEventListener("change", configure);
pg.exportScenario = () => new Promise(resolve => { pg.onScenario = resolve; send({ type: "export" }); });
onTap($("download"), async () => {
  const scenario = await pg.exportScenario();
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([JSON.stringify(scenario, null, 1)], { type: "application/json" }));
  a.download = "scenario.json"; a.click();
});
