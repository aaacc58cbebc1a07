import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data directory. A lock file holds the owner's pid; a lock left
 * by a process that is gone is taken over, a live one makes start-up fail with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'praktika.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Praktika process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      fs.unlinkSync(file); // stale lock from a process that no longer runs
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** Whether a process with this pid runs (one of another user counts too). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
