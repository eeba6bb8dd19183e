/// The grid page: the Explore mosaic with a million items, virtualised. As the page scrolls it asks
/// the server for the items in the viewport (`MosaicLayout.items(in:into:)`) and keeps only those in
/// its DOM; pattern, spacing and width (the window's) are live.
enum GridPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>SheetKit playground — grid</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
          body { margin: 0; font: 14px -apple-system, system-ui, sans-serif; background: #111; color: #eee; }
          #bar { position: fixed; top: 0; left: 0; right: 0; height: 44px; display: flex; gap: 16px; align-items: center; padding: 0 12px; background: #222; z-index: 2; }
          #bar a { color: #8ab4f8; }
          #scroller { position: fixed; top: 44px; left: 0; right: 0; bottom: 0; overflow-y: auto; }
          #spacer { position: relative; margin: 0 auto; }
          .tile { position: absolute; display: grid; place-items: center; font: 11px ui-monospace, monospace; color: rgba(0,0,0,.6); }
        </style></head>
        <body>
        <div id="bar"><b>Explore grid</b>
          <label>pattern <select id="pattern"><option>explore</option><option>explore-wide</option><option>feature</option><option>uniform</option><option>uniform4</option></select></label>
          <label>spacing <input id="spacing" type="number" value="1" min="0" max="20" step="0.5" style="width:60px"></label>
          <span id="stats"></span><a href="/">← the sheet page</a></div>
        <div id="scroller"><div id="spacer"></div></div>
        <script>
        const COUNT = 1000000, MAX_DOM_HEIGHT = 15000000, MARGIN = 300;
        const $ = id => document.getElementById(id);
        const scroller = $("scroller"), spacer = $("spacer");
        const socket = new WebSocket(`ws://${location.host}/ws/grid`);
        const grid = window.grid = { replies: 0, domCount: 0, contentHeight: 0, errors: [], factor: 1 };
        let pending = false, again = false;
        function request() {
          if (socket.readyState !== 1) return;
          if (pending) { again = true; return; }
          pending = true;
          // Browsers cap an element's height; a taller grid is scrolled through a scaled spacer.
          const top = scroller.scrollTop * grid.factor;
          grid.asked = { top, scroll: scroller.scrollTop };
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
          grid.replies++; grid.contentHeight = reply.contentHeight;
          const factor = Math.max(1, reply.contentHeight / MAX_DOM_HEIGHT);
          if (factor !== grid.factor) again = true;  // the scale changed: ask again for the same place
          grid.factor = factor;
          spacer.style.height = (reply.contentHeight / grid.factor) + "px";
          spacer.style.width = gridWidth() + "px";
          // Items sit where the band asked for was: content y `asked.top` at scroll position `asked.scroll`.
          const shift = grid.asked.scroll - grid.asked.top;
          const fragment = document.createDocumentFragment();
          for (const [index, x, y, w, h] of reply.items) {
            const tile = document.createElement("div");
            tile.className = "tile";
            tile.style.cssText = `left:${x}px;top:${y + shift}px;width:${w}px;height:${h}px;background:hsl(${(index * 37) % 360} 55% 70%)`;
            tile.textContent = index;
            fragment.appendChild(tile);
          }
          spacer.replaceChildren(fragment);
          grid.domCount = spacer.childElementCount;
          $("stats").textContent = `${COUNT.toLocaleString()} items · ${grid.domCount} in the DOM`;
          if (again) { again = false; request(); }
        };
        scroller.addEventListener("scroll", request);
        addEventListener("resize", request);
        $("pattern").addEventListener("change", request);
        $("spacing").addEventListener("input", request);
        </script></body></html>
        """#
}
