import { Readable } from 'node:stream';

import {
  auditLogFiltersSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  errorPayloadSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { auditCsvHeader, auditCsvRow, auditLogEntries, listAuditLog } from '../../lib/admin';
import { adminErrorResponses, ADMIN_TAGS } from './responses';

/** The audit log: a page of it, and all of it (same filters) as CSV. */
const auditLog: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      config: { permission: 'audit:read' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Staff actions, newest first, filtered by action, target type, actor and days',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: errorPayloadSchema, ...adminErrorResponses },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );

  app.get(
    '/admin/audit-log.csv',
    {
      config: { permission: 'audit:read' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Every entry the filters match, as CSV (UTF-8 with BOM, RFC 4180), streamed',
        querystring: auditLogFiltersSchema,
        response: {
          200: z.any().describe('text/csv'),
          400: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const entries = auditLogEntries(app.db, request.query);
      async function* csv() {
        yield auditCsvHeader();
        for await (const entry of entries) yield auditCsvRow(entry);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(Readable.from(csv()));
    },
  );
};

export default auditLog;
