#!/usr/bin/env node
// The ceiling of `pnpm bench`'s API step: a plain Node http server answering each call with the bytes the
// API answered it once (read from a JSON file), in a process of its own, as the API server has its own
// (autocannon in the bench's process would otherwise slow it down). Usage: bench-ceiling.mjs FILE PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([key, a]) => [
    key,
    { ...a, body: Buffer.from(a.body, 'base64') },
  ]),
);
const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length });
    response.end(answer.body);
  });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
