// The job page's one script (nonce'd, same-origin, no library): it opens sections holding the line
// a #L<n> address points at, and while the job runs it follows the page-scoped SSE route. The server
// renders every line (ANSI → HTML by ansi_up, escaped there); this script only places the rows:
// `event: lines` carries items, `event: done` the last items and the final status. EventSource
// reconnects by itself with Last-Event-ID, and the route resumes after that chunk.
export const JOB_PAGE_SCRIPT = `(() => {
const root = document.getElementById("log");
function reveal() {
  const id = decodeURIComponent(location.hash.slice(1));
  const el = id && document.getElementById(id);
  if (!el) return;
  for (let d = el.parentElement; d; d = d.parentElement) if (d.tagName === "DETAILS") d.open = true;
  el.scrollIntoView({ block: "center" });
}
reveal();
addEventListener("hashchange", reveal);
const src = root && root.dataset.stream;
if (!src) return;
const lines = root.querySelector(".lines");
const stack = [lines, ...Array.from(root.querySelectorAll("details[data-open] > .sb"))];
const empty = root.querySelector(".empty");
function row(it, summary) {
  const el = document.createElement(summary ? "summary" : "div");
  el.className = "l";
  el.id = "L" + it.n;
  const n = document.createElement(summary ? "span" : "a");
  n.className = "n";
  n.textContent = String(it.n);
  if (!summary) n.href = "#L" + it.n;
  const t = document.createElement("span");
  t.className = "t";
  t.innerHTML = it.html;
  el.append(n, t);
  return el;
}
function add(it) {
  const top = stack[stack.length - 1];
  if (it.t === "close") {
    if (stack.length > 1) stack.pop().parentElement.removeAttribute("data-open");
    return;
  }
  if (empty) empty.remove();
  if (it.t === "line") return top.append(row(it, false));
  const d = document.createElement("details");
  d.className = "sec";
  d.open = !it.collapsed;
  const body = document.createElement("div");
  body.className = "sb";
  d.append(row(it, true), body);
  top.append(d);
  stack.push(body);
}
function follow(items) {
  const atEnd = innerHeight + scrollY >= document.body.scrollHeight - 40;
  items.forEach(add);
  if (atEnd && items.length) scrollTo(0, document.body.scrollHeight);
}
const es = new EventSource(src);
es.addEventListener("lines", (e) => follow(JSON.parse(e.data)));
es.addEventListener("done", (e) => {
  const d = JSON.parse(e.data);
  es.close();
  follow(d.items);
  const st = document.getElementById("job-status");
  if (st) {
    st.className = "st st-" + d.status;
    st.querySelector(".label").textContent = d.label;
  }
  const note = document.getElementById("live-note");
  if (note) note.remove();
});
})();`;
