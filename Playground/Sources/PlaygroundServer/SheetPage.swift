/// The sheet page: a binding of the host core in a browser. It sends raw input as scenario events —
/// fingers and the mouse, the list's own native scrolling, the text field's keyboard, the
/// container's size, accessibility actions, with the browser's timestamps on one clock — and
/// applies each host frame as it comes. It decides nothing: hit-testing, the hand-off between list
/// and sheet, the keyboard's overlap, pinning the list are the host's.
enum SheetPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>SheetKit playground — sheet</title>
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
        <link rel="stylesheet" href="/sheet.css"></head>
        <body>
        <div id="stage"><div id="phone">
          <div id="map"><div class="park" id="park1"></div><div class="road" id="road1"></div><div class="road" id="road2"></div><div id="pin"></div></div>
          <div id="status">9:41</div>
          <div id="dim"></div>
          <div id="sheetLayer" role="dialog" aria-label="Places nearby">
            <div id="sheet"></div>
            <div id="header"><h1>Places nearby</h1></div>
            <div id="listBox"><div id="list"><div id="fieldRow"><input id="field" placeholder="Search or add a note"></div></div></div>
            <div id="grabber" role="slider" tabindex="0"><div></div></div>
            <div id="close" role="button" aria-label="Close"><span>✕</span></div>
          </div>
          <div id="keyboard">keyboard</div>
          <div id="dialog"><div>Discard your changes?</div><button class="destructive" id="discard">Discard</button><button id="keep">Keep Editing</button></div>
          <div id="presentBox"><div>The sheet was dismissed.</div><button id="present">Present again</button></div>
          <button id="gear" aria-label="Settings">⚙</button>
          <div id="announce" aria-live="polite"></div>
        </div></div>
        <div id="controls">
          <h2>Detents</h2>
          <label><input type="checkbox" class="det" value="peek" checked> height 200 (peek)</label>
          <label><input type="checkbox" class="det" value="fit"> fitting</label>
          <label><input type="checkbox" class="det" value="third"> fraction 0.33</label>
          <label><input type="checkbox" class="det" value="medium" checked> medium</label>
          <label><input type="checkbox" class="det" value="large" checked> large</label>
          <h2>Largest undimmed</h2><select id="undimmed"><option value="">none</option><option>peek</option><option>fit</option><option>third</option><option>medium</option><option>large</option></select>
          <h2>Options</h2>
          <label><input type="checkbox" id="modal"> isModalInPresentation (guard)</label>
          <label>style <select id="style"><option>white</option><option>gray</option></select></label>
          <label><input type="checkbox" id="reduce"> Reduce Motion</label>
          <label>keyboard <select id="kb"><option>336</option><option>291</option><option>260</option><option>400</option></select> pt</label>
          <button id="rotate">Rotate the phone</button>
          <h2>Record</h2><button id="download">Download scenario (sheetkit simulate)</button>
          <div id="readout"></div>
          <p><a href="/grid">The grid page →</a></p>
        </div>
        <script src="/sheet.js"></script></body></html>
        """#

    static let style = #"""
        body { margin: 0; font: 14px -apple-system, system-ui, sans-serif; background: #1d1f23; color: #eee; display: flex; height: 100vh; overflow: hidden; }
        #stage { flex: 1; display: flex; align-items: center; justify-content: center; min-width: 0; }
        #phone { position: relative; flex: none; border-radius: 48px; overflow: hidden; background: #dfe3da; transform-origin: center; box-shadow: 0 0 0 10px #000; color: #111; touch-action: none; }
        body.device #stage { display: block; } body.device #phone { border-radius: 0; box-shadow: none; transform: none; }
        body.device #controls { display: none; position: absolute; z-index: 10; right: 0; top: 0; bottom: 0; } body.device.showControls #controls { display: block; }
        #gear { display: none; position: absolute; right: 8px; top: 8px; width: 36px; height: 36px; border-radius: 18px; border: 0; background: rgba(255,255,255,.8); font-size: 18px; }
        body.device #gear { display: block; }
        #map { position: absolute; inset: 0; background: linear-gradient(160deg, #e4e8df 0%, #d7ddd1 100%); }
        .park { position: absolute; background: #b9d3a6; border-radius: 22px; }
        .road { position: absolute; background: #f6f2e6; }
        #pin { position: absolute; left: 250px; top: 300px; width: 18px; height: 18px; border-radius: 9px; background: #c0392b; }
        #status { position: absolute; top: 14px; left: 36px; font-weight: 600; }
        #dim { position: absolute; inset: 0; background: #000; opacity: 0; pointer-events: none; }
        #sheetLayer { position: absolute; inset: 0; pointer-events: none; display: none; }
        #sheetLayer > * { position: absolute; pointer-events: auto; }
        #sheet { background: #fff; box-shadow: 0 -1px 8px rgba(0,0,0,.15); }
        #sheetLayer.gray #sheet { background: #f2f2f7; }
        #grabber { display: flex; justify-content: center; outline: none; } #grabber div { margin-top: 19px; width: 36px; height: 5px; border-radius: 3px; background: #c7c7cc; }
        #grabber:focus-visible div { background: #007aff; }
        #header { display: flex; align-items: center; padding: 0 16px; box-sizing: border-box; }
        #header h1 { flex: 1; font-size: 17px; margin: 0; }
        #close { display: grid; place-items: center; cursor: pointer; }
        #close span { display: inline-block; width: 30px; height: 30px; line-height: 30px; text-align: center; border-radius: 15px; background: #e5e5ea; color: #555; font-weight: 700; }
        #listBox { overflow-x: hidden; overflow-y: auto; touch-action: pan-y; overscroll-behavior: contain; scrollbar-width: none; }
        .row { height: 44px; display: flex; align-items: center; padding: 0 16px; border-bottom: 1px solid rgba(0,0,0,.06); }
        .row i { width: 24px; height: 24px; border-radius: 12px; margin-right: 12px; }
        #fieldRow { height: 48px; display: flex; align-items: center; padding: 0 16px; }
        #field { flex: 1; height: 32px; font-size: 15px; border: 1px solid #ccc; border-radius: 8px; padding: 0 8px; }
        #keyboard { position: absolute; left: 0; right: 0; height: 0; background: #d1d3d9; display: none; place-items: center; color: #555; }
        #dialog, #presentBox { position: absolute; left: 20px; right: 20px; bottom: 40px; max-width: 360px; margin: 0 auto; background: rgba(250,250,250,.97); border-radius: 14px; padding: 12px; display: none; text-align: center; box-shadow: 0 4px 20px rgba(0,0,0,.3); }
        #dialog button, #presentBox button { display: block; width: 100%; margin-top: 8px; height: 44px; border-radius: 10px; border: 0; font-size: 17px; background: #fff; }
        #dialog .destructive { color: #d70015; }
        #announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        #controls { width: 300px; padding: 16px; background: #2a2d33; overflow-y: auto; box-sizing: border-box; }
        #controls h2 { font-size: 15px; margin: 14px 0 6px; } label { display: block; margin: 4px 0; }
        #controls a, #controls button { color: #8ab4f8; }
        #rotate { margin-top: 8px; }
        #readout { font: 12px ui-monospace, monospace; white-space: pre; margin-top: 12px; }
        #park1 { left: 30px; top: 100px; width: 150px; height: 135px; }
        #road1 { left: 182px; top: 0; width: 8px; height: 2000px; transform: rotate(3deg); }
        #road2 { left: 0; top: 420px; width: 2000px; height: 8px; }
        /* A drag on the sheet is the host's: no text selection, no native drag-and-drop, no browser
           panning or zooming (the list pans itself, vertically), so nothing turns a drag into a cancel. */
        #phone, #phone * { user-select: none; -webkit-user-select: none; -webkit-user-drag: none; -webkit-touch-callout: none; }
        #field { user-select: text; -webkit-user-select: text; }
        """#

    static let script = #"""
        "use strict";
        const ROWS = 30, names = ["Coffee Roasters","City Library","Riverside Park","Night Market","Harbour Museum","Botanic Garden","Old Town Bakery","Central Station","Skate Park","Observatory"];
        const colors = ["#f4a261","#2a9d8f","#e9c46a","#8ab17d","#e76f51","#6d597a","#457b9d","#b56576"];
        const $ = id => document.getElementById(id);
        const list = $("list"), listBox = $("listBox"), phone = $("phone"), layer = $("sheetLayer");
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
        const socket = new WebSocket(`ws://${location.host}/ws/sheet`);
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
        $("rotate").addEventListener("click", () => { landscape = !landscape; resized(); });
        $("gear").addEventListener("click", () => document.body.classList.toggle("showControls"));

        // The list's own geometry, sent whenever the browser scrolls it or it changes size: the host
        // decides from it whether a drag on the list is the list's or the sheet's.
        let lastScroll = "", listTouched = false, fingerUp = true;
        function sendScroll(ms) {
          if (!pg.lastFrame || pg.lastReply.view.hidden) return;
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
          const f = reply.frame, v = reply.view;
          pg.lastReply = reply; pg.lastFrame = f; pg.frames++;
          layer.style.display = v.hidden ? "none" : "block";
          layer.classList.toggle("gray", v.style === "gray");
          layer.setAttribute("aria-modal", String(f.accessibility.modal));
          if (f.t >= drawnTime) {
            // A frame older than the one drawn (an event that moved nothing) would move the sheet back.
            drawnTime = f.t;
            place($("sheet"), f.sheetRect); place($("grabber"), f.grabberRect); place($("header"), v.headerRect);
            place($("close"), f.closeButtonRect); place(listBox, f.contentRect);
            $("sheet").style.borderRadius = `${v.cornerRadius}px ${v.cornerRadius}px 0 0`;
            $("dim").style.opacity = f.dim;
            pg.drawnTop = f.sheetRect.y;
          }
          $("close").style.display = f.closeButtonRect.width ? "grid" : "none";
          list.style.paddingBottom = f.contentInset + "px";
          list.style.paddingLeft = v.contentInsets.left + "px"; list.style.paddingRight = v.contentInsets.right + "px";
          $("header").style.paddingLeft = 16 + v.contentInsets.left + "px";
          if (f.pinContentOffset !== null && f.pinContentOffset !== undefined) {
            if (v.stopsDeceleration) { listBox.style.overflowY = "hidden"; requestAnimationFrame(() => listBox.style.overflowY = ""); }
            if (Math.abs(listBox.scrollTop - f.pinContentOffset) > 0.5) listBox.scrollTop = f.pinContentOffset;
          } else if (mouseDragging && f.contentOffset !== undefined) {
            // A mouse has no scroll pan of its own: while it drags, the list goes where the host says.
            listBox.scrollTop = f.contentOffset;
          }
          const g = $("grabber");
          g.setAttribute("aria-label", f.accessibility.grabberLabel); g.setAttribute("aria-valuetext", f.accessibility.grabberValue);
          $("close").setAttribute("aria-label", v.closeButtonLabel || "Close");
          if (f.accessibility.announcement) $("announce").textContent = f.accessibility.announcement;
          if (v.focus === "sheet" && document.activeElement !== $("field")) g.focus({ preventScroll: true });
          for (const e of reply.events) {
            if (e.type === "attemptedDismiss") { $("dialog").style.display = "block"; pg.dialogShown++; }
            if (e.type === "didDismiss") { $("presentBox").style.display = "block"; $("field").blur(); }
          }
          ticking = f.needsTicks;
          $("readout").textContent = `phase   ${f.phase}\nstate   ${f.state}\ndetent  ${f.detent}\ntop     ${f.top.toFixed(1)}\nheight  ${f.height.toFixed(1)}\nvelocity ${f.velocity.toFixed(0)}\ndim     ${f.dim.toFixed(2)}\noffset  ${(f.contentOffset || 0).toFixed(1)}\nvalue   ${f.accessibility.grabberValue}`;
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
        function drawKeyboard() { const k = keyboardFrame(); $("keyboard").style.display = k.height ? "grid" : "none"; $("keyboard").style.top = k.y + "px"; $("keyboard").style.height = k.height + "px"; }
        addEventListener("resize", drawKeyboard);
        $("discard").addEventListener("click", e => { $("dialog").style.display = "none"; input("dismiss", e.timeStamp); });
        $("keep").addEventListener("click", () => { $("dialog").style.display = "none"; });
        $("present").addEventListener("click", e => { $("presentBox").style.display = "none"; input("present", e.timeStamp); });
        $("modal").addEventListener("change", e => input("modalInPresentation", e.timeStamp, { value: $("modal").checked }));
        $("grabber").addEventListener("keydown", e => {
          const action = { ArrowUp: "increment", ArrowRight: "increment", ArrowDown: "decrement", ArrowLeft: "decrement", Enter: "activate", " ": "activate" }[e.key];
          if (action) { e.preventDefault(); input("accessibility", e.timeStamp, { action }); }
        });
        addEventListener("keydown", e => { if (e.key === "Escape") input("accessibility", e.timeStamp, { action: "escape" }); });
        for (const el of document.querySelectorAll(".det, #undimmed, #style, #reduce")) el.addEventListener("change", configure);
        pg.exportScenario = () => new Promise(resolve => { pg.onScenario = resolve; send({ type: "export" }); });
        $("download").addEventListener("click", async () => {
          const scenario = await pg.exportScenario();
          const a = document.createElement("a");
          a.href = URL.createObjectURL(new Blob([JSON.stringify(scenario, null, 1)], { type: "application/json" }));
          a.download = "scenario.json"; a.click();
        });
        """#
}
