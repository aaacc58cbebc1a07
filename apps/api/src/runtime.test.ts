import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');

describe('runtime', () => {
  // npm scripts run on the `node` dev dependency (Node 24 LTS): a suite that ran on the machine's older Node would
  // not show what users run.
  it('runs on the Node LTS the project declares', () => {
    const pkg = JSON.parse(read('package.json')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    const declared = Number(read('.nvmrc').trim());
    expect(declared).toBeGreaterThanOrEqual(24);
    expect(read('.node-version').trim()).toBe(String(declared));
    expect(pkg.engines.node).toBe(`>=${declared}.11`);
    expect(pkg.devDependencies.node?.split('.')[0]).toBe(String(declared));
    expect(Number(process.versions.node.split('.')[0])).toBe(declared);
  });
});
