import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The layer rule's messages for `code` as if it were the file at `file` (relative to apps/web/src). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'praktika-web/layers').map((m) => m.message);
}

describe('web layers are linted by resolved path (eslint-rules/web-boundaries.js)', () => {
  it('a feature importing another feature fails, however the path is written', async () => {
    for (const spec of [
      '../../account/api/use-me.ts',
      '../../../features/account/api/use-me.ts',
      '../../account',
    ]) {
      const errors = await layerErrors('features/dashboard/pages/x.ts', `import '${spec}';\n`);
      expect(errors, spec).toEqual([
        expect.stringContaining('features/dashboard may not import features/account'),
      ]);
    }
  });

  it('re-exports and dynamic imports count too', async () => {
    expect(
      await layerErrors('features/auth/x.ts', "export { useMe } from '../account/api/use-me.ts';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('features/auth/x.ts', "export const p = import('../home/pages/home-page.tsx');\n"),
    ).toHaveLength(1);
  });

  it('a feature may import itself, shared and packages', async () => {
    const code = [
      "import './local.ts';",
      "import '../../dashboard/dashboard-routes.tsx';",
      "import '../../../shared/lib/session.ts';",
      "import '@praktika/contracts/policy';",
      '',
    ].join('\n');
    expect(await layerErrors('features/dashboard/pages/x.ts', code)).toEqual([]);
  });

  it('shared imports neither features nor app; features import app only in tests', async () => {
    expect(await layerErrors('shared/ui/x.ts', "import '../../features/auth/api/login.ts';\n")).toHaveLength(
      1,
    );
    expect(await layerErrors('shared/ui/x.ts', "import '../../app/i18n.ts';\n")).toHaveLength(1);
    expect(await layerErrors('features/auth/x.ts', "import '../../app/i18n.ts';\n")).toHaveLength(1);
    expect(await layerErrors('features/auth/pages/x.test.tsx', "import '../../../app/i18n.ts';\n")).toEqual(
      [],
    );
    expect(await layerErrors('shared/forms/x.test.tsx', "import '../../app/i18n.ts';\n")).toEqual([]);
    expect(
      await layerErrors('shared/forms/x.test.tsx', "import '../../features/auth/api/login.ts';\n"),
    ).toHaveLength(1);
    expect(await layerErrors('app/router.ts', "import '../features/auth/pages/login.tsx';\n")).toEqual([]);
  });

  it('entities sit between shared and features: shared may not read them, they read no feature', async () => {
    expect(await layerErrors('shared/ui/x.ts', "import '../../entities/people/api.ts';\n")).toEqual([
      expect.stringContaining('shared/ may not import entities/'),
    ]);
    expect(await layerErrors('entities/people/x.ts', "import '../../features/cv/api/cv.ts';\n")).toEqual([
      expect.stringContaining('entities/ may not import features/cv'),
    ]);
    expect(await layerErrors('entities/people/x.ts', "import '../../app/i18n.ts';\n")).toHaveLength(1);
    const allowed = [
      "import '../../shared/lib/api-client.ts';",
      "import '../applications/api.ts';",
      "import './api.ts';",
      '',
    ].join('\n');
    expect(await layerErrors('entities/people/x.ts', allowed)).toEqual([]);
    expect(await layerErrors('features/cv/x.ts', "import '../../entities/people/api.ts';\n")).toEqual([]);
  });
});
