import {
  ZAdminRightsRequest,
  ZDashboard,
  ZDashboardQuery,
  ZAdminUserPage,
  ZAdminUserParam,
  ZMemberDealings,
  ZAdminUserQuery,
  ZAuditLogPage,
  ZAuditLogQuery,
  ZLiftRequest,
  ZSanctionRequest,
} from '@rewind/shared/admin';
import { z } from 'zod';
import { adminPolicy } from '@rewind/shared/policies/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { authorize } from '../../platform/authorize';
import type { DashboardService } from './admin-dashboard.service';
import type { AdminUsersService } from './admin-users.service';
import { readAuditLog } from './audit.service';

const tags = ['admin'];

/** The admin portal's API: every route needs an admin session that passed two-factor. */
export const adminRoutes =
  (db: Db, users: AdminUsersService, dashboard: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/dashboard',
      {
        schema: {
          tags,
          summary:
            'Members, listings, orders and sales, open reports and posts over 7 or 30 days, beside the period before',
          querystring: ZDashboardQuery,
          response: { 200: ZDashboard },
        },
      },
      async (req) => dashboard.read(await req.getActor(), req.query.days),
    );

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

    app.get(
      '/api/v1/admin/users',
      {
        schema: {
          tags,
          summary:
            'Members by a part of their username or e-mail, newest first, with rights and restrictions',
          querystring: ZAdminUserQuery,
          response: { 200: ZAdminUserPage },
        },
      },
      async (req) => users.search(await req.getActor(), req.query),
    );

    app.post(
      '/api/v1/admin/users/:userId/admin',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Grant or revoke admin rights (nobody revokes their own)',
          params: ZAdminUserParam,
          body: ZAdminRightsRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await users.setAdmin(await req.getActor(), req.params.userId, req.body.isAdmin);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/admin/users/:userId/dealings',
      {
        schema: {
          tags,
          summary: "A member's orders under way and accepted trades, which a suspension leaves waiting",
          params: ZAdminUserParam,
          response: { 200: ZMemberDealings },
        },
      },
      async (req) => users.dealings(await req.getActor(), req.params.userId),
    );

    app.post(
      '/api/v1/admin/users/:userId/sanctions',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary:
            'Warn, silence (no posting) or suspend (no sign-in) a member until a time; the reason is e-mailed',
          params: ZAdminUserParam,
          body: ZSanctionRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await users.sanction(await req.getActor(), req.params.userId, req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/admin/users/:userId/lift',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'End a silence or suspension early; the reason is e-mailed',
          params: ZAdminUserParam,
          body: ZLiftRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await users.lift(await req.getActor(), req.params.userId, req.body);
        return reply.code(204).send(null);
      },
    );
  };
