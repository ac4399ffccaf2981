import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { FavoriteParams, FavoritesDto } from '@atlas/shared/contract/favorites';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import { addFavorite, clearFavorites, listFavorites, removeFavorite } from './favorites.service';

const errors = { 400: ErrorDto, 401: ErrorDto, 404: ErrorDto };

/** The signed-in shopper's favourites (spec 000 §7); every call answers with the whole list. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favorites'];
  const list = (request: FastifyRequest) =>
    listFavorites(app.db, request.user!.sub, requestLanguage(request), app.mediaUrl);

  app.get(
    '/favorites',
    {
      onRequest: guards.authenticated,
      schema: { tags, summary: 'Favourites', response: { 200: FavoritesDto, ...errors } },
    },
    async (request) => list(request),
  );

  app.delete(
    '/favorites',
    {
      onRequest: guards.authenticated,
      schema: { tags, summary: 'Remove every favourite', response: { 200: FavoritesDto, ...errors } },
    },
    async (request) => {
      await clearFavorites(app.db, request.user!.sub);
      return list(request);
    },
  );

  app.post(
    '/favorites/:productId',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Add a product to the favourites',
        params: FavoriteParams,
        response: { 200: FavoritesDto, ...errors },
      },
    },
    async (request) => {
      await addFavorite(app.db, request.user!.sub, request.params.productId);
      return list(request);
    },
  );

  app.delete(
    '/favorites/:productId',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Remove a product from the favourites',
        params: FavoriteParams,
        response: { 200: FavoritesDto, ...errors },
      },
    },
    async (request) => {
      await removeFavorite(app.db, request.user!.sub, request.params.productId);
      return list(request);
    },
  );
};
