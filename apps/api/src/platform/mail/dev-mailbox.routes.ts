import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { zText } from '@praktika/contracts/common';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { ok, responses } from '../http/envelope.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import { escapeHtml } from './layout.ts';

const LIMIT = 50;

/** `to` filters by recipient (case-insensitive); empty or absent lists everything. */
export const ZDevMailboxQuery = z.object({
  to: zText({ max: 320 })
    .optional()
    .transform((v) => v || undefined),
});
export const ZDevMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Files sent with the message (e.g. a meeting's `invite.ics`), with their text. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  createdAt: z.string(),
});
export type TDevMail = z.infer<typeof ZDevMail>;

async function listMessages(db: Db, to: string | undefined): Promise<TDevMail[]> {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(to ? sql`lower(${devMailbox.to}) = lower(${to})` : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Escaped text with its http(s) links made clickable (the confirmation and reset links). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(to: string | undefined, messages: TDevMail[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></p>
<pre>${linkify(m.text)}</pre>
<details><summary>HTML source</summary><pre>${escapeHtml(m.html)}</pre></details>
${m.attachments
  .map(
    (a) =>
      `<details><summary>Attachment ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</summary><pre>${escapeHtml(a.content)}</pre></details>`,
  )
  .join('\n')}
</article>`,
        )
        .join('\n')
    : '<p class="empty">No messages.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Praktika</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#1b1b1b}
main{max-width:860px;margin:0 auto}h1{color:#01486B;margin:0 0 16px}
form{display:flex;gap:8px;margin:0 0 24px}input{flex:1;padding:10px;border:1px solid #ccc;border-radius:12px}
button{padding:10px 18px;border:0;border-radius:12px;background:#01486B;color:#fff;cursor:pointer}
article{background:#fff;border-radius:12px;padding:16px 20px;margin:0 0 16px}h2{font-size:18px;margin:0 0 4px}
.meta{color:#757575;font-size:13px;margin:0 0 12px}pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:12px;border-radius:8px}
.empty{color:#757575}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p class="meta">E-mail delivered while no SMTP_URL is set (newest first, at most ${LIMIT}). Not available in production.</p>
<form method="get" action="/dev/mailbox"><input type="email" name="to" placeholder="recipient@example.com" value="${escapeHtml(to ?? '')}" aria-label="Recipient"><button type="submit">Filter</button></form>
${items}
</main></body></html>`;
}

/**
 * The dev mailbox exists for the two-command start on one machine: never in production, never when real
 * e-mail goes out over SMTP.
 */
export function devMailboxEnabled(config: Pick<AppConfig, 'env' | 'smtpUrl'>): boolean {
  return config.env !== 'production' && !config.smtpUrl;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The dev mailbox: JSON at /api/dev/mailbox and a page at /dev/mailbox, answering loopback clients only (it shows
 * confirmation codes and reset links). `request.ip` is the connection's address unless TRUST_PROXY names proxies.
 */
export async function devMailboxRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw new AppError('FORBIDDEN', 'DEV_MAILBOX_LOOPBACK');
  });

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages in the dev mailbox, newest first (not in production)',
        querystring: ZDevMailboxQuery,
        response: responses(z.object({ messages: z.array(ZDevMail) })),
      },
    },
    async (request) => ok({ messages: await listMessages(app.database.db, request.query.to) }),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: ZDevMailboxQuery } },
    async (request, reply) => {
      const messages = await listMessages(app.database.db, request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(request.query.to, messages));
    },
  );
}
