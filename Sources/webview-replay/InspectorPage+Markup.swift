extension InspectorPage {
  /// The page's markup; `{{…}}` are filled by ``InspectorPage/write(to:finalState:)``. Log text
  /// only ever reaches the document as the JSON data and through `textContent`, never as markup.
  static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
    <title>{{TITLE}}</title>
    <style>{{STYLE}}</style>
    </head>
    <body>
    <header id="log-header"><h1 id="log-title"></h1><ul id="log-facts"></ul></header>
    <section id="strip" aria-label="progress and isLoading over time">
      <svg id="strip-chart" role="img" preserveAspectRatio="none"></svg>
      <ul id="strip-legend">
        <li><span class="swatch progress"></span>progress</li><li><span class="swatch loading"></span>isLoading</li>
        <li><span class="swatch mark-error"></span>error</li><li><span class="swatch mark-termination"></span>termination</li>
        <li><span class="swatch mark-dialog"></span>dialog</li><li><span class="swatch mark-toast"></span>toast</li>
        <li><span class="swatch mark-blocked"></span>blocked navigation</li>
      </ul>
    </section>
    <main>
      <nav id="filters" aria-label="filters">
        <label for="search">Search</label>
        <input id="search" type="search" placeholder="text in actions, changes, effects" autocomplete="off">
        <p id="visible-count"></p>
        <fieldset id="action-filters"><legend>Actions</legend>
          <button type="button" id="show-all">all</button> <button type="button" id="show-none">none</button>
          <ul id="action-list"></ul>
        </fieldset>
      </nav>
      <ol id="timeline" aria-label="entries"></ol>
      <section id="detail" aria-live="polite">
        <h2 id="detail-title">Select an entry</h2>
        <p id="detail-meta"></p>
        <h3>Effects</h3><ul id="detail-effects"></ul>
        <h3>Diff</h3><ul id="detail-diff"></ul>
        <h3>State after the entry</h3><pre id="detail-state"></pre>
      </section>
    </main>
    <pre id="selftest-result" hidden></pre>
    <script type="application/json" id="log-data">{{DATA}}</script>
    <script>{{SCRIPT}}</script>
    </body>
    </html>

    """#

  /// The page's style: a timeline column between the filters and the selected entry's detail.
  static let style = #"""
    :root { --bg: #fbfbfc; --fg: #1d2430; --muted: #667085; --line: #d9dde5; --accent: #2f6fde;
      --error: #d92d20; --termination: #7a2e0e; --dialog: #7f56d9; --toast: #039855; --blocked: #f79009; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
    header { padding: 10px 16px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 15px; margin: 0 0 4px; }
    #log-facts { margin: 0; padding: 0; list-style: none; color: var(--muted); }
    #strip { padding: 8px 16px; border-bottom: 1px solid var(--line); }
    #strip-chart { width: 100%; height: 90px; display: block; background: #fff; border: 1px solid var(--line); }
    #strip-legend { list-style: none; margin: 4px 0 0; padding: 0; display: flex; gap: 14px; color: var(--muted); }
    .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: -1px; }
    .swatch.progress { background: var(--accent); } .swatch.loading { background: #c7d7fe; }
    .swatch.mark-error, .marker.mark-error { background: var(--error); fill: var(--error); }
    .swatch.mark-termination, .marker.mark-termination { background: var(--termination); fill: var(--termination); }
    .swatch.mark-dialog, .marker.mark-dialog { background: var(--dialog); fill: var(--dialog); }
    .swatch.mark-toast, .marker.mark-toast { background: var(--toast); fill: var(--toast); }
    .swatch.mark-blocked, .marker.mark-blocked { background: var(--blocked); fill: var(--blocked); }
    .marker { cursor: pointer; }
    main { display: grid; grid-template-columns: 220px minmax(0, 1fr) minmax(0, 42%); height: calc(100vh - 190px); min-height: 360px; }
    #filters { padding: 10px 12px; border-right: 1px solid var(--line); overflow: auto; }
    #search { width: 100%; padding: 5px 7px; margin: 4px 0; font: inherit; }
    #visible-count { color: var(--muted); margin: 0 0 8px; }
    fieldset { border: 1px solid var(--line); padding: 6px 8px; }
    #action-list { list-style: none; margin: 6px 0 0; padding: 0; }
    #action-list label { display: flex; gap: 6px; align-items: baseline; }
    #action-list .count { color: var(--muted); margin-left: auto; }
    #timeline { list-style: none; margin: 0; padding: 0; overflow: auto; border-right: 1px solid var(--line); }
    #timeline li { padding: 5px 12px; border-bottom: 1px solid #eef0f4; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    #timeline li:hover { background: #f1f5ff; }
    #timeline li.selected { background: #dfe9ff; }
    #timeline li[hidden] { display: none; }
    #timeline .seq { color: var(--muted); display: inline-block; min-width: 3.2em; }
    #timeline .time { color: var(--muted); display: inline-block; min-width: 5.5em; }
    #timeline .origin-effect { color: var(--dialog); }
    #timeline .badge { margin-right: 4px; padding: 0 5px; border-radius: 8px; background: #eef0f4; color: var(--muted); font-size: 11px; }
    #timeline .badge.mark { color: #fff; }
    #timeline .badge.mark-error { background: var(--error); } #timeline .badge.mark-termination { background: var(--termination); }
    #timeline .badge.mark-dialog { background: var(--dialog); } #timeline .badge.mark-toast { background: var(--toast); }
    #timeline .badge.mark-blocked { background: var(--blocked); }
    #detail { padding: 10px 14px; overflow: auto; }
    #detail h2 { font-size: 14px; margin: 0 0 4px; font-family: ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
    #detail h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 4px; }
    #detail ul { margin: 0; padding-left: 18px; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    #detail li { word-break: break-all; }
    #detail-meta { color: var(--muted); margin: 0; }
    #detail-state { background: #fff; border: 1px solid var(--line); padding: 8px; font-size: 12px; overflow: auto; }
    """#
}
