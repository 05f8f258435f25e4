// Opens pages of the DocC static site in headless Chromium and fails if one does not render
// cleanly: its title must appear in the rendered page, and it may log no console error, throw no
// uncaught exception and fail no request. A screenshot of each page is kept.
//
//   node Scripts/docs-render.mjs SITE_FOLDER SCREENSHOT_FOLDER PAGE...
//
// PAGE is a path under the site (`StoreRuntime/documentation/storeruntime`). The site is served
// from loopback by this script; Chromium is driven over --remote-debugging-pipe (the DevTools
// protocol: JSON messages separated by NUL bytes on file descriptors 3 and 4). Run by
// Scripts/docs.sh.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";

const [site, screenshots, ...pages] = process.argv.slice(2);
if (!site || !screenshots || pages.length === 0) {
  console.error("usage: node Scripts/docs-render.mjs SITE_FOLDER SCREENSHOT_FOLDER PAGE...");
  process.exit(2);
}
mkdirSync(screenshots, { recursive: true });

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json",
  ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon", ".woff2": "font/woff2" };

// A static host as DocC's static output expects: a folder's index.html for a path without a file.
function serve(request, response) {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://localhost").pathname));
  let file = join(site, path);
  try {
    if (statSync(file).isDirectory()) file = join(file, "index.html");
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  } catch {
    response.writeHead(404);
    response.end();
  }
}

const server = createServer(serve);
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const profile = mkdtempSync(join(tmpdir(), "docs-render-"));
const chromium = spawn(process.env.CHROMIUM ?? "chromium", [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
  `--user-data-dir=${profile}`, "--window-size=1280,900", "about:blank",
], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });

let nextID = 1;
const pending = new Map();
const listeners = new Set();
let buffer = "";
chromium.stdio[4].on("data", (chunk) => {
  buffer += chunk.toString("utf8");
  let end;
  while ((end = buffer.indexOf("\0")) >= 0) {
    const message = JSON.parse(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
    if (message.id && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      message.error ? reject(new Error(message.error.message)) : resolve(message.result);
    } else {
      for (const listener of listeners) listener(message);
    }
  }
});

function send(method, params = {}, sessionId) {
  const id = nextID++;
  chromium.stdio[3].write(JSON.stringify({ id, method, params, sessionId }) + "\0");
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function render(page) {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const problems = [];
  const listener = (message) => {
    if (message.sessionId !== sessionId) return;
    if (message.method === "Runtime.exceptionThrown") {
      problems.push(`uncaught exception: ${message.params.exceptionDetails.exception?.description ?? message.params.exceptionDetails.text}`);
    } else if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") {
      problems.push(`console error: ${message.params.args.map((arg) => arg.value ?? arg.description).join(" ")}`);
    } else if (message.method === "Log.entryAdded" && message.params.entry.level === "error") {
      problems.push(`${message.params.entry.source} error: ${message.params.entry.text} ${message.params.entry.url ?? ""}`);
    } else if (message.method === "Network.responseReceived" && message.params.response.status >= 400) {
      problems.push(`HTTP ${message.params.response.status}: ${message.params.response.url}`);
    }
  };
  listeners.add(listener);
  for (const domain of ["Runtime", "Log", "Network", "Page"]) await send(`${domain}.enable`, {}, sessionId);
  await send("Page.navigate", { url: `${origin}/${page}` }, sessionId);
  // DocC renders in the browser from JSON it fetches: wait for the page's title to appear.
  let title = "";
  for (let attempt = 0; attempt < 150 && !title; attempt++) {
    await sleep(200);
    const { result } = await send("Runtime.evaluate", {
      expression: `document.querySelector("main h1")?.textContent?.trim() ?? ""`, returnByValue: true,
    }, sessionId);
    title = result.value;
  }
  await sleep(500);
  if (!title) problems.push("no title rendered within 30 s");
  const { data } = await send("Page.captureScreenshot", { format: "png" }, sessionId);
  const name = page.replaceAll("/", "_") + ".png";
  writeFileSync(join(screenshots, name), Buffer.from(data, "base64"));
  listeners.delete(listener);
  await send("Target.closeTarget", { targetId });
  return { title, problems, screenshot: join(screenshots, name) };
}

let failures = 0;
try {
  for (const page of pages) {
    const { title, problems, screenshot } = await render(page);
    if (problems.length > 0) {
      failures++;
      console.error(`docs-render: ${page}: ${problems.join("; ")}`);
    } else {
      console.log(`docs-render: ${page}: "${title}" rendered, screenshot ${screenshot}`);
    }
  }
} finally {
  // Browser.close lets Chromium remove what it keeps outside the profile (its singleton socket
  // folder in the temporary directory), which a killed browser leaves behind.
  const exited = once(chromium, "exit");
  send("Browser.close").catch(() => {});
  const killer = setTimeout(() => chromium.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(killer);
  server.close();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
process.exit(failures === 0 ? 0 : 1);
