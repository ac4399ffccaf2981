import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressDto,
  AddressGovernorateInput,
  AddressInput,
  AddressListDto,
  AddressParams,
} from '@atlas/shared/contract/addresses';
import { UserIdParams } from '@atlas/shared/contract/users';
import { errorReplies } from '../../lib/error-replies';
import { guards } from '../../plugins/auth';
import { createAddress, listAddresses, setAddressGovernorate, setDefaultAddress } from './addresses.service';

const errors = errorReplies(400, 401, 403, 404);

/** Saved addresses, for their owner or an admin. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['addresses'];

  app.get(
    '/users/:id/addresses',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'Saved addresses, the default first',
        params: UserIdParams,
        response: { 200: AddressListDto, ...errors },
      },
    },
    async (request) => listAddresses(app.db, request.params.id),
  );

  app.post(
    '/users/:id/addresses',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'Save an address (fields trimmed, all required; zipCode kept as text)',
        params: UserIdParams,
        body: AddressInput,
        response: { 201: AddressDto, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAddress(app.db, request.params.id, request.body);
    },
  );

  app.put(
    '/users/:id/addresses/:addressId/default',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'Make an address the default (the only one)',
        params: AddressParams,
        response: { 200: AddressListDto, ...errors },
      },
    },
    async (request) => setDefaultAddress(app.db, request.params.id, request.params.addressId),
  );

  app.patch(
    '/users/:id/addresses/:addressId/governorate',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'Name the governorate of a saved address (delivery is priced by it)',
        params: AddressParams,
        body: AddressGovernorateInput,
        response: { 200: AddressDto, ...errors },
      },
    },
    async (request) =>
      setAddressGovernorate(app.db, request.params.id, request.params.addressId, request.body.governorate),
  );
};
