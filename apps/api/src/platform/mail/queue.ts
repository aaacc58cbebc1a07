import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer.ts';

export function createMailer(_app: FastifyInstance): Mailer {
  return { enqueue: async () => {}, start: async () => {}, stop: async () => {}, drain: async () => {} };
}
