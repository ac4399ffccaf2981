import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FavoriteParams, FavoritesAnswer, FavoritesQuery as Query } from '@atlas/shared/contract/favorites';
import { errorReplies } from '../../lib/error-replies';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import {
  addFavorite,
  clearFavorites,
  listFavoriteIds,
  listFavorites,
  removeFavorite,
} from './favorites.service';

const errors = errorReplies(400, 401, 404);

/**
 * The signed-in shopper's favourites; every call answers with the whole list: the
 * spec's product ids, or the favourites themselves with `?expand=products`.
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favorites'];
  const list = (request: FastifyRequest) =>
    (request.query as Query).expand === 'products'
      ? listFavorites(app.db, request.user!.sub, requestLanguage(request), app.mediaUrl)
      : listFavoriteIds(app.db, request.user!.sub);

  app.get(
    '/favorites',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Favourites',
        querystring: Query,
        response: { 200: FavoritesAnswer, ...errors },
      },
    },
    async (request) => list(request),
  );

  app.delete(
    '/favorites',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Remove every favourite',
        querystring: Query,
        response: { 200: FavoritesAnswer, ...errors },
      },
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
        querystring: Query,
        response: { 200: FavoritesAnswer, ...errors },
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
        querystring: Query,
        response: { 200: FavoritesAnswer, ...errors },
      },
    },
    async (request) => {
      await removeFavorite(app.db, request.user!.sub, request.params.productId);
      return list(request);
    },
  );
};
