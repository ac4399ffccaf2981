// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactHandledInput,
  ContactIdParams,
  ContactInput,
  ContactListQuery,
  ContactSubmissionDto,
} from '@atlas/shared/contract/nutrition';
import { errorReplies } from '../../lib/error-replies';
import { auditActor } from '../../lib/audit';
import { sendPage } from '../../lib/paged-reply';
import { guards } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limits';
import { createSubmission, listSubmissions, setHandled } from './contact.service';

const errors = errorReplies(400, 401, 403, 404, 429);

/** The contact page's messages; reading them is for admins. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact'];

  app.post(
    '/contact',
    {
      config: perIpLimit(app, 5),
      schema: {
        tags,
        summary: 'Send a message to the shop (name, email, message; all required)',
        body: ContactInput,
        response: { 201: ContactSubmissionDto, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await createSubmission(app.db, request.body, request.user?.sub ?? null, app.now());
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/contact',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Every message, newest first (admin); page and limit optional, total in X-Total-Count',
        querystring: ContactListQuery,
        response: { 200: z.array(ContactSubmissionDto), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listSubmissions(app.db, request.query)),
  );

  app.patch(
    '/contact/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Mark a message handled or not (admin)',
        params: ContactIdParams,
        body: ContactHandledInput,
        response: { 200: ContactSubmissionDto, ...errors },
      },
    },
    async (request) =>
      setHandled(app.db, auditActor(request.user), request.params.id, request.body.handled, app.now()),
  );
};
