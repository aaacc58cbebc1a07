import { z } from 'zod';
import type { MailClass } from './mail-class.ts';
import { mailContext, type MailContext, type RenderedMail } from './layout.ts';
import type { MailJob } from './mailer.ts';
import { inReaderScript, linksForReader, readerOf } from './reader-script.ts';

/** Params as a queued job holds them (JSON; possibly of the previous release's shape). */
export type StoredParams = Readonly<Record<string, unknown>>;

/**
 * One e-mail of an area (`modules/<area>/<area>.mail.ts`): its name (stored with queued jobs), the zod schema of
 * its params (checked when it is queued), its class (transactional mail is sent before bulk) and its render
 * function (every language). The composition root collects the areas' lists into the registry.
 */
export interface MailSpec<N extends string, P> {
  readonly name: N;
  readonly params: z.ZodType<P>;
  /** A class, or one chosen by the params (e.g. by `event`). */
  readonly class: MailClass | ((params: P) => MailClass);
  /**
   * Turns params queued by the previous release (strings only, code lists joined by commas) into this shape, for
   * jobs still in the queue when a new release starts. To be removed one release later.
   */
  readonly legacy?: (params: StoredParams) => StoredParams;
  render(params: P, ctx: MailContext): RenderedMail;
}

/** A mail as the mailer and the registry use it. */
export interface MailDefinition<N extends string = string, P = unknown> {
  readonly name: N;
  readonly params: z.ZodType<P>;
  readonly legacy?: (params: StoredParams) => StoredParams;
  classOf(params: P): MailClass;
  render(params: P, ctx: MailContext): RenderedMail;
}

export function defineMail<const N extends string, P>(spec: MailSpec<N, P>): MailDefinition<N, P> {
  const mailClass = spec.class;
  return {
    name: spec.name,
    params: spec.params,
    ...(spec.legacy ? { legacy: spec.legacy } : {}),
    classOf: (params) => (typeof mailClass === 'function' ? mailClass(params) : mailClass),
    render: (params, ctx) => spec.render(params, ctx),
  };
}

/** A definition whatever its params (the registry's entries). */
export type AnyMailDefinition = MailDefinition<string, unknown>;

export type MailParamsOf<D> = D extends MailDefinition<string, infer P> ? P : never;

/** An `https?://` URL (links in e-mails are never another scheme). */
export const zMailLink = z.string().regex(/^https?:\/\//i, 'Mail link must be an http(s) URL');
/** A value the e-mail cannot do without. */
export const zRequired = z.string().min(1);
/** The recipient's name for the greeting ("Hello Ana,"); absent or empty: "Hello,". */
export const zGreetingName = z.string().optional();

/** Legacy params: a comma-joined code list (the previous release's shape) as an array. */
export function splitCodes(params: StoredParams, ...keys: string[]): StoredParams {
  const out: Record<string, unknown> = { ...params };
  for (const key of keys) {
    const v = out[key];
    if (typeof v === 'string') out[key] = v.split(',').filter(Boolean);
  }
  return out;
}

/** `params` checked against the mail's schema; throws an error naming the params that do not fit. */
export function parseMailParams<P>(mail: MailDefinition<string, P>, params: unknown): P {
  const parsed = mail.params.safeParse(params);
  if (parsed.success) return parsed.data;
  const paths = parsed.error.issues.map((i) => i.path.join('.') || '(params)');
  const reasons = parsed.error.issues.map((i) => i.message);
  throw new Error(`Mail ${mail.name} needs params: ${paths.join(', ')} (${reasons.join('; ')})`);
}

/** Every e-mail the app sends, by name. */
export interface MailRegistry {
  readonly definitions: ReadonlyMap<string, AnyMailDefinition>;
  /** The params checked against the mail's schema; throws (in the caller) when they do not fit. */
  check<P>(mail: MailDefinition<string, P>, params: P): P;
  /** The class of a queued job (its params as stored). */
  classOf(job: Pick<MailJob, 'template' | 'params'>): MailClass;
  /**
   * Renders a queued job in its language (sq when unknown); old-shaped params are upgraded first. For `sr-Cyrl`
   * the Serbian mail is rendered, links to `siteUrl` (the public site) get `lng=sr-Cyrl`, and the result is
   * transliterated (`reader-script.ts`).
   */
  render(job: Pick<MailJob, 'template' | 'language' | 'params'>, opts?: { siteUrl?: string }): RenderedMail;
}

export function createMailRegistry(list: readonly AnyMailDefinition[]): MailRegistry {
  const definitions = new Map<string, AnyMailDefinition>();
  for (const def of list) {
    if (definitions.has(def.name)) throw new Error(`Two e-mails are named ${def.name}`);
    definitions.set(def.name, def);
  }
  const definition = (name: string): AnyMailDefinition => {
    const def = definitions.get(name);
    if (!def) throw new Error(`Unknown e-mail ${name}`);
    return def;
  };
  /** Stored params in the definition's shape: as they are, else through its `legacy` upgrade. */
  const parseStored = (def: AnyMailDefinition, params: StoredParams): unknown => {
    const now = def.params.safeParse(params);
    if (now.success) return now.data;
    return def.params.parse(def.legacy ? def.legacy(params) : params);
  };
  return {
    definitions,
    check(mail, params) {
      if (definitions.get(mail.name) !== mail) throw new Error(`E-mail ${mail.name} is not registered`);
      return parseMailParams(mail, params);
    },
    classOf(job) {
      const def = definition(job.template);
      return def.classOf(parseStored(def, job.params));
    },
    render(job, opts = {}) {
      const def = definition(job.template);
      const reader = readerOf(job.language);
      const params = linksForReader(parseStored(def, job.params), reader, opts.siteUrl);
      return inReaderScript(reader, def.render(params, mailContext(reader)));
    },
  };
}
