import {
  ZMovieSearchRequest,
  ZMovieSearchResponse,
  ZUpcLookupRequest,
  ZUpcLookupResponse,
} from '@rewind/shared/lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOnly } from '../../platform/actor';
import type { LookupService } from './lookup.service';

/**
 * Movie search and UPC lookup for the add-title dialogs. Both answer 200 with `success` (the shape of the
 * original search-movies-2 and process-upc-2); 400, 401 and 429 are the usual errors.
 */
export const lookupRoutes =
  (lookup: LookupService): FastifyPluginAsyncZod =>
  async (app) => {
    // Callers over the limit get 429, and signed-out callers 401, before any provider is asked.
    const limited = {
      config: { writeLimit: 'lookups' as const },
      ...signedInOnly,
    };

    app.post(
      '/api/v1/lookup/movies',
      {
        ...limited,
        schema: {
          tags: ['lookup'],
          summary: 'Search the movie databases by title (TMDB, then OMDb), for a new film',
          body: ZMovieSearchRequest,
          response: { 200: ZMovieSearchResponse },
        },
      },
      async (req) => lookup.searchMovies(req.body.title),
    );

    app.post(
      '/api/v1/lookup/upc',
      {
        ...limited,
        schema: {
          tags: ['lookup'],
          summary: 'Look a barcode up (UPCitemdb), then its film in the movie databases',
          body: ZUpcLookupRequest,
          response: { 200: ZUpcLookupResponse },
        },
      },
      async (req) => lookup.lookupUpc(req.body.upc),
    );
  };
