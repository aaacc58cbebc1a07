// Types of bench/generate.mjs, for the API's plan test (opportunities.plans.pg.test.ts), which seeds with it.
export const BENCH_PASSWORD: string;
export const BENCH_ADMIN_EMAIL: string;

export interface BenchCounts {
  interns: number;
  organisations: number;
  jobs: number;
  trainings: number;
  applications: number;
}
export function benchCounts(scale: number): BenchCounts;

export interface BenchAccount {
  type: 'businesses' | 'interns';
  email: string;
  password: string;
}
export function benchAccounts(): { admin: BenchAccount; organisation: BenchAccount; intern: BenchAccount };
export function benchId(tag: 'intern' | 'org' | 'opp' | 'admin', ordinal: number): string;

export type BenchQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
export function generate(
  query: BenchQuery,
  opts: { scale?: number; passwordHash: string; log?: (line: string) => void },
): Promise<{ skipped: boolean; counts: BenchCounts; seconds?: number }>;
