import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateUserInput, UpdateRoleInput } from '@atlas/shared/contract/admin-users';
import { MessageDto } from '@atlas/shared/contract/auth';
import { UserDto, UserIdParams } from '@atlas/shared/contract/users';
import { errorReplies } from '../../lib/error-replies';
import { auditActor } from '../../lib/audit';
import { guards } from '../../plugins/auth';
import { changeRole, createUser, deleteUser } from './admin-users.service';

const errors = errorReplies(400, 401, 403, 404, 409);

/** Admin users: create, change role, delete. Every write is audited. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.post(
    '/users/admin',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Create a verified account with a role (admin)',
        body: CreateUserInput,
        response: { 201: UserDto, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, auditActor(request.user), request.body, app.mediaUrl);
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/users/admin/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: "Change a user's role (admin); the shop always keeps one admin",
        params: UserIdParams,
        body: UpdateRoleInput,
        response: { 200: UserDto, ...errors },
      },
    },
    async (request) =>
      changeRole(
        app.db,
        auditActor(request.user),
        request.params.id,
        request.body.role,
        app.now(),
        app.mediaUrl,
      ),
  );

  app.delete(
    '/users/admin/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delete a user (admin); their orders stay, without the account',
        params: UserIdParams,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await deleteUser(app.db, app.files, auditActor(request.user), request.params.id);
      return { message: 'User deleted' };
    },
  );
};
