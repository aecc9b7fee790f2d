import {
  errorPayloadSchema,
  LOGBOOK_IMPORT_MAX_BODY_BYTES,
  LOGBOOK_IMPORT_MAX_ROWS,
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  logbookImportReportSchema,
  logbookImportRequestSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { memberKey } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import {
  exportLogbookCsv,
  importLogbookEntries,
  LOGBOOK_CSV_EXPORT_RATE_LIMIT,
} from '../../lib/logbook';
import { requireVehicleOwner } from '../../lib/vehicles';

const TAGS = ['logbook'];
const vehicleParams = z.object({ id: z.string() });
const ownerErrors = {
  401: errorPayloadSchema,
  403: errorPayloadSchema,
  404: errorPayloadSchema,
};
const OWNER_ONLY_TEXT =
  "The car's owner only: another member's car is 403 and an unknown car 404, as for the car itself.";

/** A car's logbook as CSV, out and in (issue 17 point 6, ADR 0096). */
const logbookCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOnly = {
    onRequest: [app.authenticate],
    preValidation: [requireVehicleOwner(app)],
  };

  app.get(
    '/private-transport/:id/logbook/export.csv',
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'My car’s whole logbook as a CSV file',
        description:
          'Every entry, private ones too, oldest first; UTF-8 with a byte order mark, RFC 4180 ' +
          'quoting, a header row of the columns the import’s CarClub preset reads back. A cell ' +
          'starting with = + - @, a tab or a line break is prefixed with an apostrophe, so a spreadsheet ' +
          'shows it as text instead of running it, also after leading white space or a line ' +
          `break. Streamed. ${LOGBOOK_CSV_EXPORT_RATE_LIMIT.max} downloads per member in ` +
          `${LOGBOOK_CSV_EXPORT_RATE_LIMIT.windowMs / 60_000} minutes (429 past them). ` +
          OWNER_ONLY_TEXT,
        params: vehicleParams,
        response: {
          200: z.any().describe('text/csv'),
          ...ownerErrors,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(
        memberKey(request.user!.id, 'logbook-csv-export'),
        LOGBOOK_CSV_EXPORT_RATE_LIMIT,
      );
      const file = await exportLogbookCsv(app.db, request.params.id);
      if (!file) throw httpErrors.notFound();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );

  app.post(
    '/private-transport/:id/logbook/import',
    {
      ...ownerOnly,
      bodyLimit: LOGBOOK_IMPORT_MAX_BODY_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Import entries into my car’s logbook: a dry run, or all new rows or none',
        description:
          'Rows a CSV file was mapped to (the browser reads the file), each with its line. Every ' +
          'row is checked as the entry form is; the answer lists the refused rows with the i18n ' +
          'keys of their reasons per field, and `fields.logbook` when the rows would take the car ' +
          `past ${LOGBOOK_MAX_ENTRIES_PER_VEHICLE} entries. A row whose entry is already in the ` +
          'logbook, or on an earlier line, is not added and not refused: `skipped` lists its ' +
          'line. The same entry is the same date, category, mileage, cost with its currency, ' +
          'litres and, except for fuel, title (trimmed, spaces collapsed, case ignored); story, ' +
          'parts, visibility, hidden cost and full tank are not compared. Skipped rows do not ' +
          'count toward the limit, so importing the same file again adds nothing. ' +
          '`dryRun: true` writes nothing; `dryRun: false` adds every row not skipped in one ' +
          'transaction, or, when anything is refused, nothing (400, the reasons under ' +
          '`rows.<index>.entry.<field>`). At most ' +
          `${LOGBOOK_IMPORT_MAX_ROWS} rows and ${LOGBOOK_IMPORT_MAX_BODY_BYTES / 1024 / 1024} MB ` +
          `(413). ${OWNER_ONLY_TEXT}`,
        params: vehicleParams,
        body: logbookImportRequestSchema,
        response: {
          200: logbookImportReportSchema,
          201: logbookImportReportSchema,
          400: errorPayloadSchema,
          413: errorPayloadSchema,
          ...ownerErrors,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { rows, dryRun } = request.body;
      const result = await importLogbookEntries(app.db, id, request.user!.id, rows, dryRun);
      if (!result) throw httpErrors.notFound();
      return reply.code(dryRun ? 200 : 201).send(result);
    },
  );
};

export default logbookCsvRoutes;
