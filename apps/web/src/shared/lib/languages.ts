import type { TLanguage } from '@praktika/contracts/common';

/**
 * The languages, without zod: `@praktika/contracts/common` builds zod schemas at import time, and importing a
 * value from it would put zod (~25 KB gzip) into the public entry. Kept in step with the contracts by the types.
 */
export const LANGUAGES = ['sq', 'sr', 'en'] as const satisfies readonly TLanguage[];
export const DEFAULT_LANGUAGE: TLanguage = 'sq';
export type { TLanguage };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _same: Same<(typeof LANGUAGES)[number], TLanguage> = true;
void _same;
