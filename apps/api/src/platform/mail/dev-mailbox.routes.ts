import type { FastifyInstance } from 'fastify';

export async function devMailboxRoutes(_app: FastifyInstance): Promise<void> {}
