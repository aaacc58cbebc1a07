import type { FastifyInstance } from 'fastify';

export async function cataloguesRoutes(_app: FastifyInstance): Promise<void> {}
