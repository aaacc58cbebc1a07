/** The streamed zip writer: entries read back byte for byte, by our reader and by unzip/python when present. */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../../test/unzip.ts';
import { zipStream } from './zip.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

describe('zipStream', () => {
  const json = Buffer.from(JSON.stringify({ name: 'Đorđe Çeku', text: 'ë ç š đ ž č '.repeat(200) }));
  const random = randomBytes(300_000);

  it('writes buffers and lazily opened streams; every entry reads back whole (CRC and size checked)', async () => {
    const opened: string[] = [];
    const zip = await collect(
      zipStream([
        { name: 'data.json', data: json },
        {
          name: 'files/ab12-Ëndërr ç.pdf',
          compress: false,
          open: async () => {
            opened.push('pdf');
            return Readable.from([random.subarray(0, 100_000), random.subarray(100_000)]);
          },
        },
        { name: 'files/gone.png', open: async () => undefined },
      ]),
    );
    expect(opened).toEqual(['pdf']);
    const entries = unzip(zip);
    expect(entries.map((e) => e.name)).toEqual(['data.json', 'files/ab12-Ëndërr ç.pdf', 'files/gone.png']);
    expect(entries[0]!.data.equals(json)).toBe(true);
    expect(entries[0]!.method).toBe(8); // deflated
    expect(entries[1]!.data.equals(random)).toBe(true);
    expect(entries[1]!.method).toBe(0); // stored as it is
    expect(entries[2]!.data.length).toBe(0);
  });

  it('an entry that fails while being read fails the stream (no truncated archive passes as whole)', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(
      collect(
        zipStream([
          { name: 'a.txt', data: json },
          { name: 'b.bin', open: async () => broken },
        ]),
      ),
    ).rejects.toThrow('disk gone');
  });

  it('unzip and python read it too (when installed)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praktika-zip-'));
    try {
      const file = path.join(dir, 'out.zip');
      fs.writeFileSync(
        file,
        await collect(
          zipStream([
            { name: 'data.json', data: json },
            { name: 'files/x.bin', open: async () => Readable.from([random]) },
          ]),
        ),
      );
      if (has('unzip', ['-v'])) {
        const listing = execFileSync('unzip', ['-l', file]).toString();
        expect(listing).toContain('data.json');
        expect(listing).toContain('files/x.bin');
        expect(spawnSync('unzip', ['-tq', file]).status).toBe(0);
      }
      if (has('python3', ['--version'])) {
        const out = execFileSync('python3', ['-m', 'zipfile', '-t', file]).toString();
        expect(out).toMatch(/Done testing/);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
