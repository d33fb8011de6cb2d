import { ZAuditLogPage, ZAuditLogQuery } from '@rewind/shared/admin';
import { adminPolicy } from '@rewind/shared/policies/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authorize } from '../../platform/authorize';
import { readAuditLog } from './audit.service';

const tags = ['admin'];

/** The admin portal's API (issue 19): every route needs an admin session that passed two-factor. */
export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/audit-log',
      {
        schema: {
          tags,
          summary: 'The audit log: every admin action (who, what, which target, why, when), newest first',
          querystring: ZAuditLogQuery,
          response: { 200: ZAuditLogPage },
        },
      },
      async (req) => {
        authorize(adminPolicy.readAuditLog(await req.getActor()));
        return readAuditLog(db, req.query);
      },
    );
  };
