import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageDto } from '@atlas/shared/contract/auth';
import {
  ChangePasswordInput,
  PasswordPageDto,
  UpdateUserInput,
  UserDto,
  UserIdParams,
  UserListDto,
  UserListQuery,
} from '@atlas/shared/contract/users';
import { errorReplies } from '../../lib/error-replies';
import { readOneFile } from '../../lib/uploaded-image';
import { guards } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limits';
import { changePassword, getUser, listUsers, passwordPage, replaceAvatar, updateUser } from './users.service';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const errors = errorReplies(400, 401, 403, 404, 413, 415);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'All users (admin), optionally filtered by field and value',
        querystring: UserListQuery,
        response: { 200: UserListDto, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listUsers(app.db, request.query, app.mediaUrl);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'One user (self or admin)',
        params: UserIdParams,
        response: { 200: UserDto, ...errors },
      },
    },
    async (request) => getUser(app.db, request.params.id, app.mediaUrl, app.receiptUrl),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/users/:id',
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary:
          'Update profile fields (JSON) or the avatar (multipart field "avatar"); avatar: null deletes it',
        consumes: ['application/json', 'multipart/form-data'],
        params: UserIdParams,
        body: UpdateUserInput.nullish(),
        response: { 200: UserDto, ...errors },
      },
      handler: async (request) => {
        if (request.isMultipart()) {
          const upload = await readOneFile(
            request,
            'avatar',
            AVATAR_MAX_BYTES,
            'Send the image in the field "avatar"',
          );
          return replaceAvatar(app.db, app.files, request.params.id, upload, app.mediaUrl);
        }
        return updateUser(app.db, app.files, request.params.id, request.body ?? {}, app.mediaUrl);
      },
    });
  }

  app.get(
    '/users/:id/password',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'What the password page shows',
        params: UserIdParams,
        response: { 200: PasswordPageDto, ...errors },
      },
    },
    async (request) => passwordPage(app.db, request.params.id),
  );

  app.put(
    '/users/:id/password',
    {
      onRequest: guards.selfOrAdmin,
      config: perIpLimit(app, 10),
      schema: {
        tags,
        summary: 'Change the password (ends every session)',
        params: UserIdParams,
        body: ChangePasswordInput,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        request.params.id,
        request.body.currentPassword,
        request.body.newPassword,
        app.now(),
      );
      return { message: 'Password updated successfully' };
    },
  );
};
