// The URL standard's reading of hosts, as WebKit follows it: Node's WHATWG `URL`.
// Reads a JSON array of URL texts (the file named by argv[2]) and prints a JSON array with, for
// each text, null when the standard does not parse it or gives it no host, or
// { host, unicode } — its `hostname` and that hostname converted back from punycode.
import { readFileSync } from "node:fs";
import { domainToUnicode } from "node:url";

const texts = JSON.parse(readFileSync(process.argv[2], "utf8"));
const hosts = texts.map((text) => {
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.hostname === "") return null;
  return { host: url.hostname, unicode: domainToUnicode(url.hostname) };
});
process.stdout.write(JSON.stringify(hosts));
