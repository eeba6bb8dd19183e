/// The sheet page: an iPhone-sized scene whose sheet the Swift engine moves. The page sends pointer,
/// keyboard and control events with the browser's timestamps, plus a tick on every animation frame,
/// and only draws the frames the server answers — no physics in JavaScript.
enum SheetPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>SheetKit playground — sheet</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="stylesheet" href="/sheet.css"></head>
        <body>
        <div id="stage"><div id="phone">
          <div id="map"><div class="park" id="park1"></div><div class="road" id="road1"></div><div class="road" id="road2"></div><div id="pin"></div></div>
          <div id="status">9:41</div>
          <div id="dim"></div>
          <div id="sheet"><div id="grabber"><div></div></div>
            <div id="header"><h1>Places nearby</h1><button id="close" aria-label="Close"><span>✕</span></button></div>
            <div id="content"><input id="field" placeholder="Search or add a note"><div id="listBox"><div id="list"></div></div></div>
          </div>
          <div id="keyboard">keyboard</div>
          <div id="dialog"><div>Discard your changes?</div><button class="destructive" id="discard">Discard</button><button id="keep">Keep Editing</button></div>
          <div id="presentBox"><div>The sheet was dismissed.</div><button id="present">Present again</button></div>
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
          <h2>Record</h2><button id="download">Download scenario (sheetkit simulate)</button>
          <div id="readout"></div>
          <p><a href="/grid">The grid page →</a></p>
        </div>
        <script src="/sheet.js"></script></body></html>
        """#

    static let style = #"""
        body { margin: 0; font: 14px -apple-system, system-ui, sans-serif; background: #1d1f23; color: #eee; display: flex; height: 100vh; overflow: hidden; }
        #stage { flex: 1; display: flex; align-items: center; justify-content: center; }
        #phone { position: relative; width: 390px; height: 844px; border-radius: 48px; overflow: hidden; background: #dfe3da; transform-origin: center; box-shadow: 0 0 0 10px #000; color: #111; touch-action: none; }
        #map { position: absolute; inset: 0; background: linear-gradient(160deg, #e4e8df 0%, #d7ddd1 100%); }
        .park { position: absolute; background: #b9d3a6; border-radius: 22px; }
        .road { position: absolute; background: #f6f2e6; }
        #pin { position: absolute; left: 250px; top: 300px; width: 18px; height: 18px; border-radius: 9px; background: #c0392b; }
        #status { position: absolute; top: 14px; left: 36px; font-weight: 600; }
        #dim { position: absolute; inset: 0; background: #000; opacity: 0; }
        #sheet { position: absolute; left: 0; width: 390px; background: #fff; overflow: hidden; display: none; box-shadow: 0 -1px 8px rgba(0,0,0,.15); }
        #sheet.gray { background: #f2f2f7; }
        #grabber { height: 16px; display: flex; justify-content: center; } #grabber div { margin-top: 5px; width: 36px; height: 5px; border-radius: 3px; background: #c7c7cc; }
        #header { height: 52px; display: flex; align-items: center; padding: 0 8px 0 16px; }
        #header h1 { flex: 1; font-size: 17px; margin: 0; }
        #close { width: 44px; height: 44px; border: 0; background: none; cursor: pointer; }
        #close span { display: inline-block; width: 30px; height: 30px; line-height: 30px; border-radius: 15px; background: #e5e5ea; color: #555; font-weight: 700; }
        #content { position: absolute; left: 0; right: 0; overflow: hidden; }
        #list { position: absolute; left: 0; right: 0; top: 0; }
        .row { height: 44px; display: flex; align-items: center; padding: 0 16px; border-bottom: 1px solid rgba(0,0,0,.06); }
        .row i { width: 24px; height: 24px; border-radius: 12px; margin-right: 12px; }
        #field { margin: 8px 16px; width: 340px; height: 32px; font-size: 15px; border: 1px solid #ccc; border-radius: 8px; padding: 0 8px; }
        #keyboard { position: absolute; left: 0; right: 0; bottom: 0; height: 0; background: #d1d3d9; display: grid; place-items: center; color: #555; }
        #dialog, #presentBox { position: absolute; left: 20px; right: 20px; bottom: 40px; background: rgba(250,250,250,.97); border-radius: 14px; padding: 12px; display: none; text-align: center; box-shadow: 0 4px 20px rgba(0,0,0,.3); }
        #dialog button, #presentBox button { display: block; width: 100%; margin-top: 8px; height: 44px; border-radius: 10px; border: 0; font-size: 17px; background: #fff; }
        #dialog .destructive { color: #d70015; }
        #controls { width: 300px; padding: 16px; background: #2a2d33; overflow-y: auto; }
        #controls h2 { font-size: 15px; margin: 14px 0 6px; } label { display: block; margin: 4px 0; }
        #controls a, #controls button { color: #8ab4f8; }
        #readout { font: 12px ui-monospace, monospace; white-space: pre; margin-top: 12px; }
        #park1 { left: 30px; top: 100px; width: 150px; height: 135px; }
        #road1 { left: 182px; top: 0; width: 8px; height: 844px; transform: rotate(3deg); }
        #road2 { left: 0; top: 420px; width: 390px; height: 8px; }
        #listBox { position: absolute; left: 0; right: 0; top: 48px; bottom: 0; overflow: hidden; }
        /* A drag on the sheet is the engine's: no text selection, no native drag-and-drop, no browser
           panning or zooming, so nothing can turn a second drag into a pointercancel. */
        #sheet { user-select: none; -webkit-user-select: none; -webkit-user-drag: none; touch-action: none; }
        #field { user-select: text; -webkit-user-select: text; }
        """#

    static let script = #"""
        const ROWS = 30, names = ["Coffee Roasters","City Library","Riverside Park","Night Market","Harbour Museum","Botanic Garden","Old Town Bakery","Central Station","Skate Park","Observatory"];
        const colors = ["#f4a261","#2a9d8f","#e9c46a","#8ab17d","#e76f51","#6d597a","#457b9d","#b56576"];
        const list = document.getElementById("list");
        for (let i = 0; i < ROWS; i++) {
          const row = document.createElement("div"), dot = document.createElement("i");
          row.className = "row"; dot.style.background = colors[i % 8];
          row.append(dot, `${names[i % 10]} ${i + 1}`); list.appendChild(row);
        }
        const $ = id => document.getElementById(id);
        const phone = $("phone"), sheet = $("sheet");
        let scale = 1;
        function fit() { scale = Math.min(1, (innerHeight - 40) / 844, (innerWidth - 340) / 390); phone.style.transform = `scale(${scale})`; }
        addEventListener("resize", fit); fit();

        const socket = new WebSocket(`ws://${location.host}/ws/sheet`);
        let lastSent = 0, frame = null, ready = false, keyboardHeight = 0;
        const pg = window.playground = { frames: 0, errors: [], lastFrame: null, scenario: null, dialogShown: 0, cancels: 0, nativeDrags: 0, cspViolations: 0 };
        addEventListener("securitypolicyviolation", () => pg.cspViolations++);
        function now(ms) { lastSent = Math.max(lastSent, ms / 1000); return lastSent; }
        function send(message) { if (socket.readyState === 1) socket.send(JSON.stringify(message)); }
        function input(type, ms, fields = {}) { send(Object.assign({ type, t: now(ms) }, fields)); }

        function configure() {
          const wanted = [...document.querySelectorAll(".det:checked")].map(e => e.value);
          const all = { peek: { id: "peek", height: 200 }, fit: { id: "fit", fitting: true }, third: { id: "third", fraction: 0.33 }, medium: { id: "medium" }, large: { id: "large" } };
          const detents = (wanted.length ? wanted : ["medium"]).map(k => all[k]);
          let undimmed = $("undimmed").value; if (!wanted.includes(undimmed)) undimmed = null;
          send({ type: "configure", detents, selected: detents.some(d => d.id === "medium") ? "medium" : detents[0].id,
                 largestUndimmed: undimmed, modalInPresentation: $("modal").checked, style: $("style").value,
                 reduceMotion: $("reduce").checked, contentFittingHeight: 48 + 3 * 44, scrollContentHeight: 48 + ROWS * 44 });
          input("present", performance.now());
        }
        socket.onopen = () => { configure(); requestAnimationFrame(loop); };
        socket.onmessage = event => {
          const reply = JSON.parse(event.data);
          if (reply.type === "error") { pg.errors.push(reply.message); return; }
          if (reply.type === "scenario") { pg.scenario = reply.scenario; if (pg.onScenario) pg.onScenario(reply.scenario); return; }
          if (reply.type !== "frame") return;
          frame = reply; pg.lastFrame = reply; pg.frames++; ready = true;
          for (const e of reply.events) {
            if (e === "attemptedToDismiss") { $("dialog").style.display = "block"; pg.dialogShown++; }
            if (e === "dismissed") $("presentBox").style.display = "block";
          }
          draw();
        };
        function draw() {
          const f = frame;
          sheet.style.display = f.state === "dismissed" ? "none" : "block";
          sheet.style.top = f.top + "px"; sheet.style.height = f.height + "px";
          sheet.style.borderRadius = `${f.cornerRadius}px ${f.cornerRadius}px 0 0`;
          sheet.className = $("style").value === "gray" ? "gray" : "";
          $("content").style.top = "68px"; $("content").style.height = Math.max(f.height - 68, 0) + "px";
          list.style.transform = `translateY(${-f.contentOffset}px)`;
          $("dim").style.opacity = f.dim; $("dim").style.pointerEvents = (f.backgroundInteractive || f.state === "dismissed") ? "none" : "auto";
          $("keyboard").style.height = keyboardHeight + "px"; $("keyboard").style.display = keyboardHeight ? "grid" : "none";
          pg.drawnTop = parseFloat(sheet.style.top);
          $("readout").textContent = `state   ${f.state}\ndetent  ${f.detent}\ntop     ${f.top.toFixed(1)}\nheight  ${f.height.toFixed(1)}\nvelocity ${f.velocity.toFixed(0)}\ndim     ${f.dim.toFixed(2)}\noffset  ${f.contentOffset.toFixed(1)}`;
        }
        function loop(ms) { if (ready) input("tick", ms); requestAnimationFrame(loop); }

        // Pointer input: positions in points (the phone is scaled), times from the browser.
        // Nothing on the sheet is draggable or selectable: a drag that starts where the last one ended
        // must be the engine's drag again, never a native drag-and-drop that cancels the pointer.
        let drag = null;
        for (const element of [sheet, ...sheet.querySelectorAll("*")]) element.draggable = false;
        sheet.addEventListener("dragstart", e => { e.preventDefault(); pg.nativeDrags++; });
        sheet.addEventListener("selectstart", e => { if (e.target !== $("field")) e.preventDefault(); });
        sheet.addEventListener("pointerdown", e => {
          if (e.target.closest("#close") || e.target === $("field")) return;
          sheet.setPointerCapture(e.pointerId);
          const onChrome = !!e.target.closest("#grabber, #header");
          drag = { x: e.clientX, y: e.clientY };
          input("dragBegan", e.timeStamp, { location: onChrome ? "chrome" : "content" });
        });
        sheet.addEventListener("pointermove", e => {
          if (!drag) return;
          input("dragChanged", e.timeStamp, { translation: (e.clientY - drag.y) / scale, horizontal: (e.clientX - drag.x) / scale });
        });
        function endDrag(e, cancelled) {
          if (!drag) return; drag = null;
          // No velocity from the page: the engine's tracker estimates it from the translations.
          input(cancelled ? "dragCancelled" : "dragEnded", e.timeStamp);
        }
        sheet.addEventListener("pointerup", e => endDrag(e, false));
        sheet.addEventListener("pointercancel", e => { if (drag) pg.cancels++; endDrag(e, true); });
        $("dim").addEventListener("click", e => input("tapDimmed", e.timeStamp));
        $("close").addEventListener("click", e => input("closeButton", e.timeStamp));
        $("discard").addEventListener("click", e => { $("dialog").style.display = "none"; input("dismiss", e.timeStamp); });
        $("keep").addEventListener("click", () => { $("dialog").style.display = "none"; });
        $("present").addEventListener("click", e => { $("presentBox").style.display = "none"; input("present", e.timeStamp); });
        $("field").addEventListener("focus", e => { keyboardHeight = +$("kb").value; input("keyboard", e.timeStamp, { height: keyboardHeight }); });
        $("field").addEventListener("blur", e => { keyboardHeight = 0; input("keyboard", e.timeStamp, { height: 0 }); });
        $("modal").addEventListener("change", e => input("modalInPresentation", e.timeStamp, { value: $("modal").checked }));
        for (const el of document.querySelectorAll(".det, #undimmed, #style, #reduce")) el.addEventListener("change", () => { lastSent = 0; configure(); });
        pg.exportScenario = () => new Promise(resolve => { pg.onScenario = resolve; send({ type: "export" }); });
        $("download").addEventListener("click", async () => {
          const scenario = await pg.exportScenario();
          const a = document.createElement("a");
          a.href = URL.createObjectURL(new Blob([JSON.stringify(scenario, null, 1)], { type: "application/json" }));
          a.download = "scenario.json"; a.click();
        });
        """#
}
