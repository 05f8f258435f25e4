extension InspectorPage {
  /// The page's behaviour: the timeline with search and action filters, the selected entry's
  /// effects, diff and whole state (rebuilt from the initial state and each entry's changed
  /// fields), and the strip of `progress`, `isLoading` and marks over time.
  ///
  /// `#entry=N` selects entry N when the page opens. `#selftest&search=…&hide=…&select=N` drives
  /// the page as a user would (types the search, unticks an action, clicks an entry) and writes
  /// what the page then showed into `#selftest-result` as JSON, for a headless browser to read.
  static let script = #"""
    (function () {
      "use strict";
      const LOG = JSON.parse(document.getElementById("log-data").textContent);
      const entries = LOG.entries;
      const $ = (id) => document.getElementById(id);
      const MARK_KINDS = ["error", "termination", "dialog", "toast", "blocked"];
      const SNAPSHOT_EVERY = 64;
      const hidden = new Set();
      const rows = [];
      const haystacks = entries.map((entry) => entry.lines.join("\n").toLowerCase());
      const snapshots = [];
      let query = "";
      let selectedIndex = -1;

      function el(tag, className, text) {
        const node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      }
      const markKind = (mark) => mark.split(":")[0];

      $("log-title").textContent = LOG.title;
      for (const line of LOG.header) $("log-facts").appendChild(el("li", "", line));

      entries.forEach((entry, index) => {
        const row = el("li");
        row.dataset.seq = String(entry.seq);
        row.dataset.name = entry.name;
        row.title = entry.lines.join("\n");
        row.appendChild(el("span", "seq", "#" + entry.seq));
        row.appendChild(el("span", "time", "+" + entry.time.toFixed(3) + "s"));
        for (const mark of entry.marks) row.appendChild(el("span", "badge mark mark-" + markKind(mark), markKind(mark)));
        if (entry.effects.length) {
          row.appendChild(el("span", "badge", entry.effects.length + (entry.effects.length === 1 ? " effect" : " effects")));
        }
        if (entry.origin === "effect") row.appendChild(el("span", "origin-effect", " \u21a9"));
        row.appendChild(el("span", "action", " " + entry.text));
        row.addEventListener("click", () => select(index));
        rows.push(row);
        $("timeline").appendChild(row);
      });

      const counts = new Map();
      for (const entry of entries) counts.set(entry.name, (counts.get(entry.name) || 0) + 1);
      for (const name of [...counts.keys()].sort()) {
        const item = el("li");
        const label = el("label");
        const box = el("input");
        box.type = "checkbox";
        box.checked = true;
        box.value = name;
        box.addEventListener("change", () => {
          if (box.checked) hidden.delete(name); else hidden.add(name);
          applyFilters();
        });
        label.append(box, el("span", "", name), el("span", "count", String(counts.get(name))));
        item.appendChild(label);
        $("action-list").appendChild(item);
      }
      function setAll(checked) {
        for (const box of document.querySelectorAll("#action-list input")) {
          box.checked = checked;
          if (checked) hidden.delete(box.value); else hidden.add(box.value);
        }
        applyFilters();
      }
      $("show-all").addEventListener("click", () => setAll(true));
      $("show-none").addEventListener("click", () => setAll(false));
      $("search").addEventListener("input", (event) => {
        query = event.target.value.toLowerCase();
        applyFilters();
      });

      function applyFilters() {
        let visible = 0;
        rows.forEach((row, index) => {
          const shown = !hidden.has(entries[index].name) && (query === "" || haystacks[index].includes(query));
          row.hidden = !shown;
          if (shown) visible += 1;
        });
        $("visible-count").textContent = visible + " of " + entries.length + " entries";
        return visible;
      }

      const copy = (value) => JSON.parse(JSON.stringify(value));
      function apply(state, fields) {
        for (const key of Object.keys(fields)) {
          if (fields[key] === null) delete state[key]; else state[key] = copy(fields[key]);
        }
      }
      // The state after entries[index]: the initial state with every entry's changed fields
      // applied in order, from the nearest snapshot.
      function stateAfter(index) {
        let start = Math.floor((index + 1) / SNAPSHOT_EVERY);
        while (start > 0 && !snapshots[start]) start -= 1;
        const state = copy(start === 0 ? LOG.initialState : snapshots[start]);
        for (let i = start * SNAPSHOT_EVERY; i <= index; i += 1) {
          apply(state, entries[i].fields);
          if ((i + 1) % SNAPSHOT_EVERY === 0) snapshots[(i + 1) / SNAPSHOT_EVERY] = copy(state);
        }
        return state;
      }
      function sorted(value) {
        if (Array.isArray(value)) return value.map(sorted);
        if (value !== null && typeof value === "object") {
          const result = {};
          for (const key of Object.keys(value).sort()) result[key] = sorted(value[key]);
          return result;
        }
        return value;
      }
      function fillList(id, items, empty) {
        const list = $(id);
        list.replaceChildren();
        if (!items.length) list.appendChild(el("li", "empty", empty));
        for (const item of items) list.appendChild(el("li", "item", item));
      }
      function select(index) {
        if (selectedIndex >= 0) rows[selectedIndex].classList.remove("selected");
        selectedIndex = index;
        const entry = entries[index];
        rows[index].classList.add("selected");
        rows[index].scrollIntoView({ block: "nearest" });
        $("detail-title").textContent = "#" + entry.seq + " " + entry.text;
        $("detail-meta").textContent =
          "line " + entry.line + " \u00b7 +" + entry.time.toFixed(3) + "s \u00b7 " + entry.origin + " \u00b7 checkpoint " + entry.verification;
        fillList("detail-effects", entry.effects, "(no effect)");
        fillList("detail-diff", entry.diff, "(no change)");
        $("detail-state").textContent = JSON.stringify(sorted(stateAfter(index)), null, 2);
      }

      function drawStrip() {
        const svg = $("strip-chart");
        const NS = "http://www.w3.org/2000/svg";
        const width = 1000;
        const height = 100;
        svg.setAttribute("viewBox", "0 0 " + width + " " + height);
        const shape = (tag, attributes) => {
          const node = document.createElementNS(NS, tag);
          for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
          svg.appendChild(node);
          return node;
        };
        const first = Math.min(0, entries.length ? entries[0].time : 0);
        const last = Math.max(first + 0.001, entries.length ? entries[entries.length - 1].time : 0);
        const x = (time) => 6 + ((time - first) / (last - first)) * (width - 12);
        const y = (progress) => height - 24 - progress * (height - 36);
        let loadingSince = LOG.initialState.isLoading === true ? first : null;
        const band = (from, to) => shape("rect", { class: "loading-band", x: x(from), y: 6, width: Math.max(1, x(to) - x(from)), height: height - 30, fill: "#c7d7fe" });
        entries.forEach((entry) => {
          if (entry.loading && loadingSince === null) loadingSince = entry.time;
          if (!entry.loading && loadingSince !== null) { band(loadingSince, entry.time); loadingSince = null; }
        });
        if (loadingSince !== null) band(loadingSince, last);
        let progress = typeof LOG.initialState.progress === "number" ? LOG.initialState.progress : 0;
        const points = [x(first) + "," + y(progress)];
        for (const entry of entries) {
          points.push(x(entry.time) + "," + y(progress));
          progress = entry.progress;
          points.push(x(entry.time) + "," + y(progress));
        }
        shape("polyline", { class: "progress-line", points: points.join(" "), fill: "none", stroke: "#2f6fde", "stroke-width": 2 });
        entries.forEach((entry, index) => {
          for (const mark of entry.marks) {
            const kind = markKind(mark);
            const lane = MARK_KINDS.indexOf(kind);
            const marker = shape("circle", { class: "marker mark-" + kind, cx: x(entry.time), cy: height - 16 + (lane - 2) * 4, r: 4 });
            marker.dataset.seq = String(entry.seq);
            const title = document.createElementNS(NS, "title");
            title.textContent = "#" + entry.seq + " " + mark;
            marker.appendChild(title);
            marker.addEventListener("click", () => select(index));
          }
        });
      }

      function runSelfTest(params) {
        const visibleRows = () => rows.filter((row) => !row.hidden).length;
        const itemsOf = (id) => [...document.querySelectorAll("#" + id + " li.item")].map((item) => item.textContent);
        const result = { entries: rows.length, visibleInitially: applyFilters() };
        const term = params.get("search");
        if (term !== null) {
          const input = $("search");
          input.value = term;
          input.dispatchEvent(new Event("input"));
          result.search = { term: term, visible: visibleRows(), shown: $("visible-count").textContent };
          input.value = "";
          input.dispatchEvent(new Event("input"));
        }
        const hide = params.get("hide");
        if (hide !== null) {
          const box = [...document.querySelectorAll("#action-list input")].find((input) => input.value === hide);
          if (box) box.click();
          result.hide = { name: hide, found: Boolean(box), visible: visibleRows() };
          if (box) box.click();
        }
        const seq = params.get("select");
        if (seq !== null) {
          const row = rows.find((candidate) => candidate.dataset.seq === seq);
          if (row) row.click();
          const stateText = $("detail-state").textContent;
          result.select = {
            seq: Number(seq), found: Boolean(row), title: $("detail-title").textContent,
            effects: itemsOf("detail-effects"), diff: itemsOf("detail-diff"),
            state: stateText ? JSON.parse(stateText) : null,
            selectedRows: document.querySelectorAll("#timeline li.selected").length,
          };
        }
        result.markers = {};
        for (const kind of MARK_KINDS) result.markers[kind] = document.querySelectorAll("#strip-chart .marker.mark-" + kind).length;
        result.loadingBands = document.querySelectorAll("#strip-chart .loading-band").length;
        const line = document.querySelector("#strip-chart .progress-line");
        result.progressPoints = line ? line.getAttribute("points").trim().split(/\s+/).length : 0;
        const output = $("selftest-result");
        output.textContent = JSON.stringify(result);
        output.hidden = false;
      }

      drawStrip();
      applyFilters();
      const hash = location.hash;
      if (hash.startsWith("#selftest")) {
        runSelfTest(new URLSearchParams(hash.slice("#selftest".length).replace(/^[&?]/, "")));
      } else if (hash.startsWith("#entry=")) {
        const index = entries.findIndex((entry) => String(entry.seq) === hash.slice("#entry=".length));
        if (index >= 0) select(index);
      } else if (entries.length) {
        select(0);
      }
    })();

    """#
}
