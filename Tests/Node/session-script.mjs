// Runs one document-start script in a fresh vm context per URL, as WebKit runs a user script in
// every document the web view shows, and prints what it left in that document's storage.
//
// node session-script.mjs <input.json>, where input is
//   { "script": "...", "storage": {"key": "value"}, "prelude": "...", "urls": ["https://…", …] }
// `location` is Node's URL (the WHATWG parser browsers use) of each URL; `localStorage` a
// stand-in that keeps its items. `prelude` runs in the document first: a page that ran scripts
// of its own before the script was evaluated in it (the immediate delivery). Prints one JSON
// array: per URL, {url, storage, stolen}, where `stolen` lists what the prelude's hooks saw.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = input.urls.map((url) => {
  const parsed = new URL(url);
  const items = new Map(Object.entries(input.storage ?? {}));
  const localStorage = {
    getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
    setItem: (key, value) => { items.set(String(key), String(value)); },
    removeItem: (key) => { items.delete(String(key)); },
  };
  const location = {
    href: parsed.href, protocol: parsed.protocol, host: parsed.host, hostname: parsed.hostname,
    port: parsed.port, origin: parsed.origin, pathname: parsed.pathname,
  };
  const context = vm.createContext({ location, localStorage, stolen: [] });
  if (input.prelude) vm.runInContext(input.prelude, context);
  vm.runInContext(input.script, context);
  return { url, storage: Object.fromEntries(items), stolen: JSON.parse(JSON.stringify(context.stolen)) };
});
process.stdout.write(JSON.stringify(results));
