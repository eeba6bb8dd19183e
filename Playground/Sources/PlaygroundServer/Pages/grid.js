// The grid page: the Explore mosaic with a million items, virtualised. As the page scrolls it asks
// the server for the items in the viewport (`MosaicLayout.items(in:into:)`) and keeps only those in
// its DOM; pattern, spacing and width (the window's) are live.
//
// Browsers cap an element's height, so a taller grid scrolls through a shorter spacer: the whole
// scroll range maps onto the whole content range (the last item is reachable), and the tiles sit in
// a band placed at the scroll position they were asked for, at offsets of a few hundred points from
// it, so no CSS coordinate is ever large enough to lose precision.
const COUNT = 1000000, MAX_DOM_HEIGHT = 15000000, MARGIN = 300;
const $ = id => document.getElementById(id);
const scroller = $("scroller"), spacer = $("spacer"), band = $("band");
const socket = new WebSocket(`ws://${location.host}${document.body.dataset.socket}`);
const grid = window.grid = { replies: 0, domCount: 0, contentHeight: 0, errors: [], asked: null, cspViolations: 0 };
addEventListener("securitypolicyviolation", () => grid.cspViolations++);
let pending = false, again = false;
grid.idle = () => !pending;  // no request in flight (for the browser test)
// The content y shown at the viewport's top: the scroll range maps linearly onto the
// content range, so the largest scroll position shows the content's end.
function contentTop() {
  const view = scroller.clientHeight, spacerHeight = spacer.offsetHeight;
  const scrollRange = spacerHeight - view, contentRange = grid.contentHeight - view;
  if (scrollRange <= 0 || contentRange <= scrollRange) return scroller.scrollTop;
  return Math.min(scroller.scrollTop, scrollRange) * (contentRange / scrollRange);
}
function request() {
  if (socket.readyState !== 1) return;
  if (pending) { again = true; return; }
  pending = true;
  const top = contentTop();
  grid.asked = { top, scroll: scroller.scrollTop, view: scroller.clientHeight };
  send({ type: "items", pattern: $("pattern").value, spacing: +$("spacing").value || 0, width: gridWidth(),
         count: COUNT, minY: Math.max(top - MARGIN, 0), maxY: top + scroller.clientHeight + MARGIN });
}
// A feed's column, as Instagram's web grid: the window's width up to 600 pt.
function gridWidth() { return Math.min(scroller.clientWidth, 600); }
function send(m) { socket.send(JSON.stringify(m)); }
socket.onopen = request;
socket.onmessage = event => {
  pending = false;
  const reply = JSON.parse(event.data);
  if (reply.type === "error") { grid.errors.push(reply.message); return; }
  grid.replies++;
  if (reply.contentHeight !== grid.contentHeight) again = true;  // a new mapping: ask again
  grid.contentHeight = reply.contentHeight;
  spacer.style.height = Math.min(reply.contentHeight, MAX_DOM_HEIGHT) + "px";
  spacer.style.width = gridWidth() + "px";
  // The band sits where the viewport's top was when asked; each tile is placed relative to
  // it (content y minus the content top asked for): small numbers at any depth.
  const asked = grid.asked;
  band.style.top = asked.scroll + "px";
  const fragment = document.createDocumentFragment();
  for (const { index, x, y, width: w, height: h } of reply.items) {
    const tile = document.createElement("div");
    tile.className = "tile";
    tile.style.transform = `translate(${x}px, ${y - asked.top}px)`;
    tile.style.width = w + "px"; tile.style.height = h + "px";
    tile.style.background = `hsl(${(index * 37) % 360} 55% 70%)`;
    tile.textContent = index;
    fragment.appendChild(tile);
  }
  band.replaceChildren(fragment);
  grid.domCount = band.childElementCount;
  grid.shown = { asked, items: reply.items };
  $("stats").textContent = `${COUNT.toLocaleString()} items · ${grid.domCount} in the DOM`;
  if (again) { again = false; request(); }
};
scroller.addEventListener("scroll", request);
addEventListener("resize", request);
$("pattern").addEventListener("change", request);
$("spacing").addEventListener("input", request);
