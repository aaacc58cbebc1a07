import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { snapshotRunning, writeArchive } from './backup.ts';
import { BACKUP_ROUTE, TOKEN_HEADER, connectHost, removeEndpoint, writeEndpoint } from './endpoint.ts';

const isLoopback = (address: string | undefined) =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/**
 * The online backup of an embedded installation: `npm run backup` finds this server through DATA_DIR's endpoint
 * file and asks for an archive, which the server streams back (backup.ts `snapshotRunning`: consistent while
 * requests keep coming). Only on a server whose PGlite database lives in its DATA_DIR (not on PostgreSQL, not on
 * the tests' in-memory databases); only with the endpoint file's token and from this machine. Any other caller is
 * told the route does not exist.
 */
export async function backupRoutes(app: FastifyInstance): Promise<void> {
  const { config, database } = app;
  const pglite = database.pglite;
  if (
    database.kind !== 'pglite' ||
    !pglite?.dataDir ||
    path.resolve(pglite.dataDir) !== path.resolve(config.dataDir, 'pgdata')
  )
    return;
  const token = Buffer.from(randomBytes(32).toString('base64url'));

  const uploadsRoot = app.storage.kind === 'disk' ? path.join(config.dataDir, 'uploads') : undefined;
  // Synchronous, so that the file exists when `listen()` resolves (Fastify runs these hooks right after).
  app.addHook('onListen', (done) => {
    // Hard links a backup staged when its server was killed mid-way (no backup runs before we listen).
    if (uploadsRoot && fs.existsSync(uploadsRoot))
      for (const name of fs.readdirSync(uploadsRoot))
        if (name.startsWith('.backup-'))
          fs.rmSync(path.join(uploadsRoot, name), { recursive: true, force: true });
    const address = app.server.address();
    if (address && typeof address !== 'string')
      writeEndpoint(config.dataDir, {
        pid: process.pid,
        host: connectHost(address.address),
        port: address.port,
        token: token.toString(),
      });
    done();
  });
  app.addHook('onClose', async () => removeEndpoint(config.dataDir, token.toString()));

  const allowed = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers[TOKEN_HEADER] ?? ''));
    const { remoteAddress, localAddress } = request.socket;
    // From this machine: loopback, or the server's own address when it listens on one interface.
    const local = isLoopback(remoteAddress) || (!!remoteAddress && remoteAddress === localAddress);
    return local && given.length === token.length && timingSafeEqual(given, token);
  };

  app.post(BACKUP_ROUTE, { schema: { hide: true }, compress: false }, async (request, reply) => {
    if (!allowed(request)) throw new AppError('NOT_FOUND');
    const snapshot = await snapshotRunning({
      pglite,
      dataDir: config.dataDir,
      uploadsRoot,
    });
    if (snapshot.unlinked)
      request.log.warn(
        { unlinked: snapshot.unlinked },
        'backup: uploads could not be hard-linked (another file system?); reading them from the folder',
      );
    const { stream, done } = writeArchive(snapshot);
    done.then(
      ({ manifest, missing }) => {
        const files = manifest.uploads.storage === 'disk' ? manifest.uploads.files : undefined;
        request.log.info({ files }, 'backup: archive written');
        if (missing.length)
          request.log.warn(
            { missing },
            'backup: files removed during the backup (their records were deleted after the snapshot)',
          );
      },
      (err: unknown) => request.log.error({ err }, 'backup: the archive was not completed'),
    );
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(stream);
  });
}
