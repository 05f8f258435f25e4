// A server that asks for HTTP Basic credentials, over https with the certificate and key whose
// paths are argv[2] and argv[3], on 127.0.0.1 and a free port it prints once listening.
// GET / with `Authorization: Basic base64(mina:correct horse)` is a page titled Welcome; any
// other request gets 401 and `WWW-Authenticate: Basic realm="Staff"`.
import { readFileSync } from "node:fs";
import { createServer } from "node:https";

const expected = "Basic " + Buffer.from("mina:correct horse").toString("base64");
const server = createServer({ cert: readFileSync(process.argv[2]), key: readFileSync(process.argv[3]) }, (request, response) => {
  if (request.headers.authorization === expected) {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Welcome</title><p>signed in");
  } else {
    response.writeHead(401, { "Content-Type": "text/html; charset=utf-8", "WWW-Authenticate": 'Basic realm="Staff"' });
    response.end("<!doctype html><title>Refused</title>");
  }
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
