// The URL standard's reading of a URL's origin parts, as WebKit follows it: Node's WHATWG `URL`.
// Reads a JSON array of URL texts (the file named by argv[2]) and prints a JSON array with, for
// each text, null when the standard does not parse it, or { protocol, hostname, port }.
import { readFileSync } from "node:fs";

const texts = JSON.parse(readFileSync(process.argv[2], "utf8"));
const origins = texts.map((text) => {
  try {
    const url = new URL(text);
    return { protocol: url.protocol, hostname: url.hostname, port: url.port };
  } catch {
    return null;
  }
});
process.stdout.write(JSON.stringify(origins));
