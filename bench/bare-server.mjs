// The baseline for bench/run.mjs: a bare Fastify server that answers each benchmarked URL with exactly the
// status, headers and body the real server gave for it (captured by run.mjs into the JSON file named by argv[2]),
// from memory, with no plugins, hooks, validation or database. What the real server reaches of this is the
// share of the machine left to our own code.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const fixtures = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  fixtures.map((f) => [
    `${f.key} ${f.url}`,
    { status: f.status, headers: f.headers, body: Buffer.from(f.body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  // a revalidation (If-None-Match) and a plain GET of the same URL have their own answers
  const a = answers.get(`${request.headers['if-none-match'] ? 'inm' : ''} ${request.url}`);
  if (!a) return reply.code(404).send();
  reply.code(a.status).headers(a.headers);
  return a.status === 304 ? reply.send() : reply.send(a.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
