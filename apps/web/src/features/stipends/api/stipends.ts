import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAttendance,
  TBankAccount,
  TBankAccountWrite,
  TRate,
  TRateWrite,
  TRun,
  TStipendEvent,
  TStipendMonth,
  TStipendMonthQuery,
  ZRunDetail,
} from '@praktika/contracts/stipends';
import { apiFetch } from '../../../shared/lib/api-client.ts';
import { createResource, type TResourceQuery } from '../../../shared/api/create-resource.ts';
import { readerLanguage } from '../../../shared/lib/reader-language.ts';
import { downloadWithToken } from '../../../shared/lib/upload.ts';

/*
 * Stipends (issue 20 §2): the month lines (organisations confirm attendance, interns see theirs, admins all), the
 * rates, payment runs and the intern's bank account. Every write refetches everything keyed under `stipends`.
 */

export type TRunDetail = z.infer<typeof ZRunDetail>;
export type TStipendMonthQueryWeb = Partial<TStipendMonthQuery> & TResourceQuery;
const ROOT = ['stipends'] as const;

export const stipendMonthsResource = createResource<TStipendMonth, never, TStipendMonthQueryWeb>({
  key: [...ROOT, 'months'],
  path: 'stipends/months',
  listKey: 'months',
  oneKey: 'month',
});

export const stipendRunsResource = createResource<TRun, never, TResourceQuery>({
  key: [...ROOT, 'runs'],
  path: 'stipends/runs',
  listKey: 'runs',
  oneKey: 'run',
});

/** A mutation that refetches every stipends query after success. */
function useStipendMutation<V, R>(kind: string, fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...ROOT, kind],
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

/** `PUT /api/stipends/months/:id/attendance`. */
export const useConfirmAttendance = () =>
  useStipendMutation('attendance', ({ id, body }: { id: string; body: TAttendance }) =>
    apiFetch<{ month: TStipendMonth }>(`/stipends/months/${encodeURIComponent(id)}/attendance`, {
      method: 'PUT',
      body,
    }).then((d) => d.month),
  );

const ratesOptions = () =>
  queryOptions({
    queryKey: [...ROOT, 'rates'],
    queryFn: ({ signal }) => apiFetch<{ rates: TRate[] }>('/stipends/rates', { signal }).then((d) => d.rates),
  });
export const useRates = () => useQuery(ratesOptions());
export const usePutRate = () =>
  useStipendMutation('rate', (body: TRateWrite) =>
    apiFetch<{ rate: TRate }>('/stipends/rates', { method: 'PUT', body }).then((d) => d.rate),
  );

/** `DELETE /api/stipends/rates/:id` (an override; the default is refused with STIPEND_DEFAULT_RATE). */
export const useDeleteRate = () =>
  useStipendMutation('rateDelete', (id: string) =>
    apiFetch<{ rate: TRate }>(`/stipends/rates/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(
      (d) => d.rate,
    ),
  );

export const useBuildRun = () =>
  useStipendMutation('build', (body: { month: string }) =>
    apiFetch<{ run: TRunDetail }>('/stipends/runs', { method: 'POST', body }).then((d) => d.run),
  );
export const useMarkPaid = () =>
  useStipendMutation('paid', (id: string) =>
    apiFetch<{ run: TRunDetail }>(`/stipends/runs/${encodeURIComponent(id)}/paid`, { method: 'POST' }).then(
      (d) => d.run,
    ),
  );

/** Downloads a run's bank file (xlsx or csv) with the session's token, headers in the interface's language. */
export const downloadRun = (run: TRun, format: 'xlsx' | 'csv') =>
  downloadWithToken(
    `/api/stipends/runs/${encodeURIComponent(run._id)}/export?format=${format}`,
    `stipends-${run.month.slice(0, 7)}.${format}`,
    readerLanguage(),
  );

const bankAccountOptions = () =>
  queryOptions({
    queryKey: [...ROOT, 'bankAccount'],
    queryFn: ({ signal }) =>
      apiFetch<{ bankAccount: TBankAccount | null }>('/stipends/bank-account', { signal }).then(
        (d) => d.bankAccount,
      ),
  });
export const useBankAccount = () => useQuery(bankAccountOptions());
export const usePutBankAccount = () =>
  useStipendMutation('bankAccount', (body: TBankAccountWrite) =>
    apiFetch<{ bankAccount: TBankAccount }>('/stipends/bank-account', { method: 'PUT', body }).then(
      (d) => d.bankAccount,
    ),
  );

/** `GET /api/stipends/events` (admins): the change log, newest first. */
export const stipendEventsResource = createResource<TStipendEvent, never, TResourceQuery>({
  key: [...ROOT, 'events'],
  path: 'stipends/events',
  listKey: 'events',
  oneKey: 'event',
});
