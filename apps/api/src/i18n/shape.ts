import type * as sq from './sq/index.ts';

/** A count-dependent text: a form per plural category (`other` always); `{{count}}` is the count. */
export class Plural {
  constructor(readonly forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>) {}
}

/** The shape of a reference namespace with every text leaf as string, functions keeping their signature. */
export type Mirror<T> = T extends string
  ? string
  : T extends Plural
    ? Plural
    : T extends (...args: infer A) => infer R
      ? (...args: A) => R
      : { readonly [K in keyof T]: Mirror<T[K]> };

/** The whole catalogue of one language: Albanian's shape. */
export type Catalogue = Mirror<typeof sq>;
