/// The preview page's script and styles, served by the preview itself (its pages allow no
/// other script).
enum PreviewAssets {
  /// Follows the server's events: on each change, fetches the page's content again and puts it
  /// in place; outlines the view a link (a finding, a line of the tree) points to.
  static let script = """
    "use strict";
    const content = () => document.getElementById("content");
    function outline() {
      document.querySelectorAll("svg .viewcheck-outline").forEach((shape) => shape.remove());
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target || !target.ownerSVGElement) return;
      const frame = (target.dataset.frame || "").split(" ").map(Number);
      const box = frame.length === 4 && frame.every(isFinite)
        ? {x: frame[0], y: frame[1], width: frame[2], height: frame[3]} : target.getBBox();
      const shape = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      shape.setAttribute("class", "viewcheck-outline");
      for (const [key, value] of Object.entries({x: box.x - 1, y: box.y - 1,
          width: box.width + 2, height: box.height + 2, fill: "none", stroke: "#FF3B30",
          "stroke-width": 2})) shape.setAttribute(key, value);
      target.ownerSVGElement.appendChild(shape);
      target.scrollIntoView({block: "nearest"});
    }
    async function refresh() {
      const response = await fetch(document.body.dataset.fragment, {cache: "no-store"});
      if (!response.ok) return;
      content().innerHTML = await response.text();
      outline();
    }
    const events = new EventSource(document.body.dataset.events);
    events.addEventListener("change", () => { refresh().catch(() => {}); });
    window.addEventListener("hashchange", outline);
    outline();

    """

  /// The page's look: the picture beside the findings and the tree.
  static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:0;background:#F2F2F7;color:#1C1C1E}\
    main{padding:16px 24px}h1{font-size:20px;margin:4px 0 16px}h2{font-size:15px;margin:16px 0 6px}\
    a{color:#007AFF;text-decoration:none}a:hover{text-decoration:underline}\
    .columns{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}\
    .picture svg{background:#FFF;box-shadow:0 1px 6px rgba(0,0,0,.2);max-width:100%;height:auto}\
    .side{flex:1;min-width:320px}ul{padding:0;list-style:none;margin:0}\
    .files li{padding:4px 0}.tree li{white-space:nowrap;line-height:1.6}\
    .tree code{font-size:12px}.findings li{padding:3px 0}.error .severity{color:#FF3B30}\
    .warning .severity{color:#FF9500}.note .severity{color:#8E8E93}.rule{color:#8E8E93}\
    .clean{color:#34C759}
    """
}
