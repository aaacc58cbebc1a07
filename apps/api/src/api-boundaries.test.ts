import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The layer rule's messages for `code` as if it were the file at `file` (relative to apps/api/src). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/api/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'praktika-api/layers').map((m) => m.message);
}

describe('API layers are linted by resolved path (eslint-rules/api-boundaries.js)', () => {
  it('platform imports no module and not the composition root', async () => {
    for (const spec of ['../../modules/accounts/accounts.repo.ts', '../../modules/cv/cv.public.ts']) {
      expect(await layerErrors('platform/files/x.ts', `import '${spec}';\n`), spec).toEqual([
        expect.stringContaining('platform/ may not import modules/'),
      ]);
    }
    expect(
      await layerErrors('platform/http/x.ts', "import type { Services } from '../../services.ts';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'platform/http/x.ts',
        "import '../db/list.ts';\nimport '../../db/schema/files.ts';\n",
      ),
    ).toEqual([]);
  });

  it('the tables import neither modules nor the composition root', async () => {
    expect(
      await layerErrors('db/schema/x.ts', "import '../../modules/accounts/accounts.repo.ts';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('db/schema/x.ts', "import type { Services } from '../../services.ts';\n"),
    ).toHaveLength(1);
    expect(await layerErrors('db/schema/x.ts', "import { accounts } from './accounts.ts';\n")).toEqual([]);
  });

  it('a module reaches another only through its *.public.ts or services.ts types', async () => {
    const bad = [
      "import { findAccountById } from '../accounts/accounts.repo.ts';",
      "import type { CvService } from '../cv/cv.service.ts';",
      "export { ADULT_AGE } from '../cv/cv.presenter.ts';",
      "export const p = import('../../modules/cv/cv.repo.ts');",
      "import { createServices } from '../../services.ts';",
    ];
    for (const line of bad)
      expect(await layerErrors('modules/people/x.ts', `${line}\n`), line).toHaveLength(1);
    const good = [
      "import { findAccountById } from '../accounts/accounts.public.ts';",
      "import { ADULT_AGE } from '../../modules/cv/cv.public.ts';",
      "import type { CvService } from '../../services.ts';",
      "import { type CatalogueService } from '../../services.ts';",
      "import { presentBusiness } from './people.presenter.ts';",
      "import { accounts } from '../../db/schema/accounts.ts';",
      "import { AppError } from '../../platform/errors.ts';",
    ];
    expect(await layerErrors('modules/people/x.ts', good.join('\n') + '\n')).toEqual([]);
  });

  it('tests may import anything', async () => {
    const code =
      "import '../accounts/accounts.repo.ts';\nimport { createServices } from '../../services.ts';\n";
    expect(await layerErrors('modules/people/x.test.ts', code)).toEqual([]);
    expect(await layerErrors('../test/x.ts', "import '../src/modules/cv/cv.repo.ts';\n")).toEqual([]);
  });
});
