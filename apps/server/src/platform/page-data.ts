import { pageQueries, type TPageData, type TPageQuery } from '@rewind/shared/page-data';
import { pageQueriesFor } from '@rewind/shared/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A page's embedded data, and whether it is the caller's own (then the page must not be stored anywhere). */
export type TEmbeddedPageData = { data: TPageData; isPrivate: boolean };
export type LoadPageData = (req: FastifyRequest) => Promise<TEmbeddedPageData>;

type TSessionAnswer = { user?: { id?: unknown } } | null;

/**
 * The API answers the first view of a page shows, asked of this very app as the browser would ask them next:
 * with the caller's cookies and address, through the same routes, checks and presenters (decision 008). So
 * the embedded JSON is the API's answer byte for byte, for an anonymous caller the public one; a signed-in
 * caller's page carries their session and their own answers and is marked private. An answer that is not a
 * 200 is left out: the page then asks for it as it always did, and shows the error the API gives.
 */
export function pageDataLoader(app: FastifyInstance): LoadPageData {
  return async (req) => {
    const ask = async (path: string): Promise<{ data: unknown } | null> => {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: req.headers.cookie ? { cookie: req.headers.cookie, accept: 'application/json' } : {},
        remoteAddress: req.ip,
      });
      return response.statusCode === 200 ? { data: response.json() as unknown } : null;
    };
    const sessionQuery = pageQueries.session();
    const session = await ask(sessionQuery.path);
    const userId = (session?.data as TSessionAnswer)?.user?.id;
    const isSignedIn = typeof userId === 'string';
    const wanted: TPageQuery[] = [
      ...(isSignedIn ? [pageQueries.myProfile(userId)] : []),
      ...pageQueriesFor(req.url, { isSignedIn }),
    ];
    const answers = await Promise.all(wanted.map((query) => ask(query.path)));
    const queries = [
      ...(session ? [{ key: sessionQuery.key, data: session.data }] : []),
      ...wanted.flatMap((query, i) => (answers[i] ? [{ key: query.key, data: answers[i].data }] : [])),
    ];
    return { data: { queries }, isPrivate: isSignedIn };
  };
}
