import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const claims = {
  role: 'intern' as const,
  id: '6f1c1e1e-6b1a-4c1e-9d1a-1c1e1e1e1e1e',
  updateFinished: true,
  updateRequired: false,
  aboveOrUnderAge: false,
  sv: 0,
};

describe('session tokens', () => {
  it('a token verified before still expires on time (the verified-token cache keeps the expiry)', async () => {
    let clock = Date.UTC(2026, 10, 24, 12);
    const tokens = createTokenService('x'.repeat(48), () => clock);
    const token = await tokens.signSession(claims, false);
    expect((await tokens.verifySession(token)).id).toBe(claims.id);
    expect((await tokens.verifySession(token)).id).toBe(claims.id);
    clock += 2 * 86_400_000;
    await expect(tokens.verifySession(token)).rejects.toMatchObject({ code: 'FAILED_DECODE_TOKEN' });
  });

  it('a token with a changed payload or another secret is refused, also after a good one was cached', async () => {
    const tokens = createTokenService('x'.repeat(48));
    const token = await tokens.signSession(claims, false);
    await tokens.verifySession(token);
    const [head, body, sig] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${sig}`;
    await expect(tokens.verifySession(forged)).rejects.toMatchObject({ code: 'FAILED_DECODE_TOKEN' });
    const other = await createTokenService('y'.repeat(48)).signSession(claims, false);
    await expect(tokens.verifySession(other)).rejects.toMatchObject({ code: 'FAILED_DECODE_TOKEN' });
  });
});
