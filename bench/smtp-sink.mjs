// A local SMTP sink for the mail benchmark (bench/mail.mjs), forked so that receiving runs on its own core:
// accepts every message on 127.0.0.1 (no TLS, no auth), and reports each recipient with the time it was received
// to its parent, in small bundles: { port } once listening, then { received: [{ to, at }] }.
import { SMTPServer } from 'smtp-server';

let pending = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      const at = Date.now();
      for (const r of session.envelope.rcptTo) pending.push({ to: r.address, at });
      callback();
    });
  },
});
setInterval(() => {
  if (!pending.length) return;
  process.send({ received: pending });
  pending = [];
}, 10);
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('disconnect', () => process.exit(0));
