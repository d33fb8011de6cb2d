import {
  ZDismissReportRequest,
  ZReportCasePage,
  ZReportDecisionParam,
  ZReportQueueQuery,
  ZReportRequest,
  ZReportTargetParam,
  ZResolveReportRequest,
} from '@rewind/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportsService } from './reports.service';

const tags = ['reports'];
const done = { 204: z.null() };

/** Members report to the admins; admins work the queue. A forum post's flag is the forum's route. */
export const reportsRoutes =
  (reports: ReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/reports',
      {
        config: { writeLimit: 'reports' },
        schema: {
          tags,
          summary:
            'Report a listing, a member, a seller rating, or an order or trade proposal of your own, to the admins (once while it is open)',
          body: ZReportRequest,
          response: done,
        },
      },
      async (req, reply) => {
        await reports.report(await req.getActor(), req.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/admin/reports',
      {
        schema: {
          tags,
          summary: 'The reports queue: open cases oldest first, or decided ones newest first',
          querystring: ZReportQueueQuery,
          response: { 200: ZReportCasePage },
        },
      },
      async (req) => reports.queue(await req.getActor(), req.query),
    );

    app.post(
      '/api/v1/admin/reports/:targetType/:targetId/take',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Take a case: say I am looking at it',
          params: ZReportTargetParam,
          response: done,
        },
      },
      async (req, reply) => {
        await reports.take(await req.getActor(), req.params);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/admin/reports/:targetType/:targetId/resolve',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary:
            'Resolve a case: remove what was reported and/or warn, silence or suspend its member, with a note',
          params: ZReportTargetParam,
          body: ZResolveReportRequest,
          response: done,
        },
      },
      async (req, reply) => {
        await reports.resolve(await req.getActor(), req.params, req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/admin/reports/:targetType/:targetId/dismiss',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Dismiss a case with a note (a post flags hid shows again)',
          params: ZReportTargetParam,
          body: ZDismissReportRequest,
          response: done,
        },
      },
      async (req, reply) => {
        await reports.dismiss(await req.getActor(), req.params, req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/admin/reports/decisions/:decisionId/reopen',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: "Reopen a decision's reports (what was done stays done)",
          params: ZReportDecisionParam,
          response: done,
        },
      },
      async (req, reply) => {
        await reports.reopen(await req.getActor(), req.params.decisionId);
        return reply.code(204).send(null);
      },
    );
  };
