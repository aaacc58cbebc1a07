import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@praktika/contracts/common';
import {
  ZAttendance,
  ZBankAccountResult,
  ZBankAccountWrite,
  ZRateList,
  ZRateResult,
  ZRateWrite,
  ZRunCreate,
  ZRunExportQuery,
  ZRunList,
  ZRunListQuery,
  ZRunResult,
  ZStipendEventList,
  ZStipendEventQuery,
  ZStipendMonthList,
  ZStipendMonthQuery,
  ZStipendMonthResult,
} from '@praktika/contracts/stipends';
import { actorOf } from '../../platform/auth/guard.ts';
import { ownersFromRow } from '../../platform/auth/ownership.ts';
import { guardFor } from '../../platform/auth/policy.ts';
import { endpoints } from '../../platform/http/endpoints.ts';
import { sendExport } from '../../platform/export/send.ts';
import { readerLanguageFromHeader } from '../../i18n/index.ts';
import { stipendMonths } from '../../db/schema/stipends.ts';

/**
 * Stipends (contracts/stipends.ts): the month lines (`GET /stipends/months`, attendance by the line's organisation),
 * the rates, payment runs (build, list, read, export, paid) and the change log (admins), and the intern's bank
 * account (`GET/PUT /stipends/bank-account`, the intern's own).
 */
export async function stipendsRoutes(fastify: FastifyInstance): Promise<void> {
  const service = fastify.services.stipends;
  const route = endpoints(fastify, { tags: ['stipends'] });
  const lineOwners = ownersFromRow({
    table: stipendMonths,
    id: stipendMonths.id,
    owners: [{ column: stipendMonths.businessId, type: 'business' }],
    fixed: true,
  });

  route.get(
    '/stipends/months',
    {
      guard: ['stipend', 'list'],
      summary: 'Stipend months: an organisation its interns’, an intern their own, admins all (with IBAN)',
      querystring: ZStipendMonthQuery,
      response: ZStipendMonthList,
    },
    (req) => service.listMonths(actorOf(req), req.query),
  );
  route.put(
    '/stipends/months/:id/attendance',
    {
      guard: ['stipend', 'confirm', { owners: lineOwners }],
      summary: 'Confirm a month’s attendance (days present, note): CONFIRMED with the amounts',
      params: ZIdParam,
      body: ZAttendance,
      response: ZStipendMonthResult,
    },
    (req) => service.confirmAttendance(actorOf(req), req.params.id, req.body),
  );
  route.get(
    '/stipends/rates',
    { guard: ['stipend', 'rates'], summary: 'The default rate and the overrides', response: ZRateList },
    (req) => service.listRates(actorOf(req)),
  );
  route.put(
    '/stipends/rates',
    {
      guard: ['stipend', 'rates'],
      summary: 'Set the rate of a scope (DEFAULT, BUSINESS or OPPORTUNITY)',
      body: ZRateWrite,
      response: ZRateResult,
    },
    (req) => service.putRate(actorOf(req), req.body),
  );
  route.delete(
    '/stipends/rates/:id',
    {
      guard: ['stipend', 'rates'],
      summary: 'Remove an override (organisation or posting); the default cannot be removed',
      params: ZIdParam,
      response: ZRateResult,
    },
    (req) => service.deleteRate(actorOf(req), req.params.id),
  );
  route.post(
    '/stipends/runs',
    {
      guard: ['stipend', 'pay'],
      summary: 'Build the payment run of a month: every confirmed line not yet in a run',
      body: ZRunCreate,
      response: ZRunResult,
      status: 201,
    },
    (req) => service.buildRun(actorOf(req), req.body),
  );
  route.get(
    '/stipends/runs',
    {
      guard: ['stipend', 'pay'],
      summary: 'Payment runs, newest first',
      querystring: ZRunListQuery,
      response: ZRunList,
    },
    (req) => service.listRuns(actorOf(req), req.query),
  );
  route.get(
    '/stipends/runs/:id',
    {
      guard: ['stipend', 'pay'],
      summary: 'A payment run with its lines',
      params: ZIdParam,
      response: ZRunResult,
    },
    (req) => service.getRun(actorOf(req), req.params.id),
  );
  route.post(
    '/stipends/runs/:id/paid',
    {
      guard: ['stipend', 'pay'],
      summary: 'Mark a run paid: its lines PAID for good, the interns e-mailed',
      params: ZIdParam,
      response: ZRunResult,
    },
    (req) => service.markPaid(actorOf(req), req.params.id),
  );
  route.get(
    '/stipends/bank-account',
    { guard: ['bankAccount', 'read'], summary: 'The intern’s bank account', response: ZBankAccountResult },
    (req) => service.getBankAccount(actorOf(req)),
  );
  route.put(
    '/stipends/bank-account',
    {
      guard: ['bankAccount', 'update'],
      summary: 'Save the intern’s bank account (IBAN, holder)',
      body: ZBankAccountWrite,
      response: ZBankAccountResult,
    },
    (req) => service.putBankAccount(actorOf(req), req.body),
  );
  route.get(
    '/stipends/events',
    {
      guard: ['stipend', 'audit'],
      summary: 'The stipends’ change log, newest first',
      querystring: ZStipendEventQuery,
      response: ZStipendEventList,
    },
    (req) => service.listEvents(actorOf(req), req.query),
  );

  // The bank file: streamed (200 without a JSON schema); failures before the first byte are the envelope.
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/stipends/runs/:id/export',
    {
      schema: {
        tags: ['stipends'],
        security: [{ bearer: [] }],
        summary:
          'A payment run as a bank file (.xlsx or .csv): name, IBAN, holder, amount, reference; headers in Accept-Language (sr-Cyrl too)',
        params: ZIdParam,
        querystring: ZRunExportQuery,
      },
      preValidation: guardFor('stipend', 'pay'),
    },
    async (req, reply) =>
      sendExport(
        reply,
        await service.exportRun(
          actorOf(req),
          req.params.id,
          req.query.format,
          readerLanguageFromHeader(req.headers['accept-language']),
        ),
      ),
  );
}
