import type { FastifyInstance } from 'fastify';
import { registerUploads } from '../../platform/files/upload-request.ts';
import { registerFileDocumentRoutes } from './file-documents.ts';
import { DOCUMENTS, FACILITATION_GUIDES } from './documents.definitions.ts';

/**
 * `/api/facilitationguides` (mentors and admins read) and `/api/documents` (organisations, mentors and admins
 * read): list, read one, and admins' create, replace and delete, from the one generic module (file-documents.ts).
 */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  // Writes also take form data (RC §7): one multipart parser for both collections' routes.
  await registerUploads(app);
  registerFileDocumentRoutes(app, FACILITATION_GUIDES, app.services.facilitationGuides);
  registerFileDocumentRoutes(app, DOCUMENTS, app.services.documents);
}
