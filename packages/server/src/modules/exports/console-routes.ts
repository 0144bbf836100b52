import { Readable } from 'node:stream';
import { ExportKind, ExportQuery } from '@skatekit/console-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../staff/audit';
import { exportCsv } from './data';
import { indiaDay } from '../../lib/india-days';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';

const ExportParams = z.object({ kind: ExportKind });

/** `orders-2026-11-01-to-2026-11-30.csv`, `payments-all.csv`... */
export function exportFileName(kind: string, query: ExportQuery): string {
  const range = query.from || query.to ? `${query.from ?? 'start'}-to-${query.to ?? 'today'}` : 'all';
  return `${kind}-${range}.csv`;
}

/**
 * `GET /admin/api/exports/{orders|payments|refunds|admissions|fees}.csv?from&to`: the accountant's CSV of
 * the signed-in member's store, streamed as it is read (exports-data.ts). Owners only (`exports.read`);
 * each download is in the audit log.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/exports/:kind.csv`,
    {
      // Sent as it streams, uncompressed: Prism's proxy could not decode @fastify/compress's stream of it
      // ("incorrect header check", test/contract.test.ts); a proxy in front may compress it.
      compress: false,
      // Streamed for as long as the merchant's rows take: no request deadline.
      config: { deadline: false },
      preHandler: requireStaff('exports.read'),
      schema: { params: ExportParams, querystring: ExportQuery },
    },
    async (request, reply) => {
      const who = request.staff as StaffContext;
      const { kind } = request.params;
      await writeAudit(app.db, who.mainId, who, {
        action: 'export.download',
        entity: 'export',
        entityId: kind,
        after: { from: request.query.from ?? null, to: request.query.to ?? null },
      });
      const stream = Readable.from(
        exportCsv(app.db, who.mainId, kind, request.query, { today: indiaDay(app.services.now()) }),
        { objectMode: false },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(kind, request.query)}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
