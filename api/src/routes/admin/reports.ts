import {
  adminReportListSchema,
  adminReportQuerySchema,
  errorPayloadSchema,
  openReportsEventSchema,
  REPORT_DECISIONS,
  reportDecisionSchema,
  reportParamsSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { decideReport, hideReportedSubject, listReports } from '../../lib/admin';
import { openReportCount } from '../../lib/reports';
import { ADMIN_TAGS, adminErrorResponses } from './responses';

const SUMMARIES = {
  resolve: 'Resolve a report: it was right, and staff acted on its subject',
  dismiss: 'Dismiss a report: its subject breaks no rule',
} as const;

/** The queue of members' reports (ADR 0077). */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports',
    {
      config: { permission: 'reports:handle' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Reports by status: open ones oldest first, handled ones newest first',
        querystring: adminReportQuerySchema,
        response: { 200: adminReportListSchema, 400: errorPayloadSchema, ...adminErrorResponses },
      },
    },
    async (request) => listReports(app, request.query),
  );

  app.get(
    '/admin/reports/open-count',
    {
      config: { permission: 'reports:handle' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'How many reports are open (the navigation shows it)',
        description:
          'The same number the notification stream sends staff as event `reports`, for a page ' +
          'that starts before its stream does.',
        response: { 200: openReportsEventSchema, ...adminErrorResponses },
      },
    },
    async () => ({ open: await openReportCount(app.db) }),
  );

  /** A decision on one report: its note in the body, 204 when done. */
  const decisionSchema = (summary: string, description: string) => ({
    tags: ADMIN_TAGS,
    summary,
    description,
    params: reportParamsSchema,
    body: reportDecisionSchema,
    response: {
      204: z.null().describe('Done'),
      400: errorPayloadSchema,
      404: errorPayloadSchema,
      409: errorPayloadSchema,
      ...adminErrorResponses,
    },
  });

  for (const decision of REPORT_DECISIONS) {
    app.post(
      `/admin/reports/:id/${decision}`,
      {
        config: { permission: 'reports:handle' },
        schema: decisionSchema(
          SUMMARIES[decision],
          '409 when the report was handled already. Written to the audit log.',
        ),
      },
      async (request, reply) => {
        await decideReport(app, request.user!.id, request.params.id, decision, request.body.reason);
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    '/admin/reports/:id/hide',
    {
      // Hiding is moderating content: the report is resolved as its consequence.
      config: { permission: 'content:moderate' },
      schema: decisionSchema(
        'Hide a reported car, post or comment with a reason, and resolve the report',
        "The subject's author is shown the reason and notified; both steps are written to the " +
          'audit log. 409 when the report was handled already, when its subject is hidden already, ' +
          'or `validation.reportSubjectNotHideable` for a member or a logbook entry.',
      ),
    },
    async (request, reply) => {
      await hideReportedSubject(app, request.user!.id, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
};

export default reports;
