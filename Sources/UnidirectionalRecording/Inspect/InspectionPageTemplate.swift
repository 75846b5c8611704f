import Foundation

/// The HTML, style and script of an ``InspectionPage``: one document with its data embedded,
/// nothing loaded from anywhere.
///
/// The script draws only the timeline rows in view, so a long recording opens at once; it
/// writes a step's panel from the parts the library joined, so the panel reads as
/// ``InspectionPage/text(ofStep:)``.
enum InspectionPageTemplate {
  /// The document.
  ///
  /// - Parameters:
  ///   - title: The heading, as text.
  ///   - summary: The line under the heading, as text.
  ///   - data: The page's data as JSON, with no `<` in it.
  static func document(title: String, summary: String, data: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escaped(title))</title>
    <style>\(style)</style>
    </head>
    <body>
    <header><h1>\(escaped(title))</h1><p id="summary">\(escaped(summary))</p></header>
    <main>
    <nav aria-label="Timeline of actions">
    <input id="search" type="search" aria-label="Search actions by case name" placeholder="Search case names" autocomplete="off">
    <p id="matches" aria-live="polite"></p>
    <div id="timeline" aria-label="Actions, one row per step"><div id="rows"></div></div>
    </nav>
    <section id="panel" aria-label="Selected step">
    <div id="controls">
    <button id="previous" type="button" aria-label="Previous step (k or up arrow)">◀ Previous</button>
    <button id="next" type="button" aria-label="Next step (j or down arrow)">Next ▶</button>
    <a id="permalink" href="#step-0" aria-label="Link to this step">Link to this step</a>
    </div>
    <pre id="step-text" tabindex="0" aria-label="The step's action, origin, state diff and effects"></pre>
    </section>
    </main>
    <script type="application/json" id="recording">\(data)</script>
    <script>\(script)</script>
    </body>
    </html>

    """
  }

  /// `text` with `&`, `<`, `>` and `"` written as entities.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  private static let style = """
    body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1d1d1f;background:#fff}
    header{padding:8px 16px;border-bottom:1px solid #ccc}h1{font-size:18px;margin:0}
    #summary{margin:4px 0 0;color:#444}
    main{display:flex;height:calc(100vh - 70px)}
    nav{width:360px;display:flex;flex-direction:column;border-right:1px solid #ccc}
    #search{margin:8px;padding:4px 6px;font:inherit}#matches{margin:0 8px 4px;color:#444;font-size:12px}
    #timeline{flex:1;overflow-y:auto;position:relative}#rows{position:relative}
    .row{position:absolute;left:0;right:0;height:24px;line-height:24px;padding:0 8px;white-space:nowrap;
    overflow:hidden;text-overflow:ellipsis;color:inherit;text-decoration:none;font-family:ui-monospace,monospace;font-size:12px}
    .row:hover{background:#f0f0f5}.row[aria-current="step"]{background:#dbe7ff}
    .row:focus{outline:2px solid #1a5fd0;outline-offset:-2px}
    .effect{color:#6b4fa0}.time{color:#666}.mark{color:#c00;font-weight:bold}
    #panel{flex:1;overflow:auto;padding:8px 16px}#controls{display:flex;gap:8px;align-items:center}
    button{font:inherit;padding:4px 10px}
    pre{font:12px/1.5 ui-monospace,monospace;white-space:pre-wrap}
    """

  private static let script = """
    "use strict";
    const data = JSON.parse(document.getElementById("recording").textContent);
    const ROW = 24;
    const timeline = document.getElementById("timeline"), rows = document.getElementById("rows");
    const search = document.getElementById("search"), matches = document.getElementById("matches");
    const text = document.getElementById("step-text"), permalink = document.getElementById("permalink");
    let view = [], current = -1;
    function filter() {
      const query = search.value.trim().toLowerCase();
      view = [];
      for (let i = 0; i < data.names.length; i++) {
        if (!query || data.names[i].toLowerCase().includes(query)) view.push(i);
      }
      matches.textContent = query ? view.length + " of " + data.names.length + " steps match" : data.names.length + " steps";
      rows.style.height = view.length * ROW + "px";
      reveal(current);
      draw();
    }
    function row(i, top) {
      const a = document.createElement("a");
      a.className = "row";
      a.href = "#step-" + i;
      a.style.top = top + "px";
      const effect = data.origins[i] === "e";
      const time = data.times[i];
      const disagrees = data.disagreement === i;
      a.setAttribute("aria-label", "step " + i + ": " + data.names[i] + (effect ? ", sent by an effect" : ", sent by the app") +
        (time ? ", at " + time : "") + (disagrees ? ", where the feature first disagrees" : ""));
      if (i === current) a.setAttribute("aria-current", "step");
      const parts = [[String(i).padStart(6, " ") + " ", ""], [data.names[i], effect ? "effect" : ""],
        [effect ? "  ← effect" : "", "effect"], [time ? "  " + time : "", "time"], [disagrees ? "  ✗ disagrees" : "", "mark"]];
      for (const [content, kind] of parts) {
        if (!content) continue;
        const span = document.createElement("span");
        span.textContent = content;
        if (kind) span.className = kind;
        a.append(span);
      }
      return a;
    }
    function draw() {
      const height = timeline.clientHeight || 600;
      const first = Math.max(0, Math.floor(timeline.scrollTop / ROW) - 4);
      const last = Math.min(view.length, Math.ceil((timeline.scrollTop + height) / ROW) + 4);
      const focused = document.activeElement && document.activeElement.classList.contains("row");
      const drawn = [];
      for (let k = first; k < last; k++) drawn.push(row(view[k], k * ROW));
      rows.replaceChildren(...drawn);
      if (focused) {
        const again = rows.querySelector('[aria-current="step"]');
        if (again) again.focus({preventScroll: true});
      }
    }
    function position(i) {
      let low = 0, high = view.length;
      while (low < high) { const mid = (low + high) >> 1; if (view[mid] < i) low = mid + 1; else high = mid; }
      return low;
    }
    function show(i) {
      const parts = data.steps[i], nodes = [];
      for (const part of parts) {
        if (typeof part === "string") { nodes.push(part); continue; }
        const link = document.createElement("a");
        link.href = "#step-" + part;
        link.textContent = "step " + part;
        nodes.push(link);
      }
      text.replaceChildren(...nodes);
      permalink.href = "#step-" + i;
      permalink.setAttribute("aria-label", "Link to step " + i);
    }
    function select(i) {
      if (i < 0 || i >= data.names.length) return;
      current = i;
      show(i);
      if (location.hash !== "#step-" + i) history.replaceState(null, "", "#step-" + i);
      reveal(i);
      draw();
    }
    function reveal(i) {
      const height = timeline.clientHeight || 600;
      const top = Math.min(position(i), Math.max(0, view.length - 1)) * ROW;
      if (top < timeline.scrollTop || top + ROW > timeline.scrollTop + height) {
        timeline.scrollTop = Math.max(0, top - height / 2);
      }
    }
    function move(by) {
      if (!view.length) return;
      const at = position(current);
      const next = by > 0 ? (view[at] === current ? at + 1 : at) : at - 1;
      if (next >= 0 && next < view.length) select(view[next]);
    }
    function fromHash() {
      const found = /^#step-(\\d+)$/.exec(location.hash);
      select(found ? Number(found[1]) : (current < 0 ? 0 : current));
    }
    timeline.addEventListener("scroll", draw);
    search.addEventListener("input", filter);
    search.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && view.length) select(view[0]);
    });
    document.getElementById("previous").addEventListener("click", () => move(-1));
    document.getElementById("next").addEventListener("click", () => move(1));
    document.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const typing = event.target === search;
      if (event.key === "ArrowDown" || (!typing && event.key === "j")) { move(1); event.preventDefault(); }
      else if (event.key === "ArrowUp" || (!typing && event.key === "k")) { move(-1); event.preventDefault(); }
    });
    window.addEventListener("hashchange", fromHash);
    window.addEventListener("resize", draw);
    filter();
    if (data.names.length) fromHash(); else text.textContent = "The recording holds no actions.";
    """
}
