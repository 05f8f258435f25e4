// A server of files to download, over https with the certificate and key whose paths are argv[2]
// and argv[3], on 127.0.0.1 and a free port it prints once listening.
// GET /statement.pdf: a PDF sent as an attachment with a file name that tries to leave its folder;
// GET /archive.zip: a ZIP without Content-Disposition; anything else: a page titled Files.
import { readFileSync } from "node:fs";
import { createServer } from "node:https";

export const statement = "%PDF-1.4 statement of the test\n";
export const archive = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

const server = createServer({ cert: readFileSync(process.argv[2]), key: readFileSync(process.argv[3]) }, (request, response) => {
  if (request.url === "/statement.pdf") {
    response.writeHead(200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="../../statement.pdf"',
      "Content-Length": Buffer.byteLength(statement),
    });
    response.end(statement);
  } else if (request.url === "/archive.zip") {
    response.writeHead(200, { "Content-Type": "application/zip", "Content-Length": archive.length });
    response.end(archive);
  } else {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Files</title>");
  }
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
