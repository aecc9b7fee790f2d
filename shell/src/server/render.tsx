/**
 * The shell's server render, exposed to the API as `shell/server-render` (a Module Federation
 * container built for Node, see packages/federation/src/server-webpack-config.ts). The API loads it
 * and the remotes' server builds from the live releases, and calls `renderPage` for a page address;
 * the browser then hydrates the same tree (../bootstrap.tsx), starting from the same data.
 */
import { Writable } from 'node:stream';

import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from '@carclub/router/server';
import { sendCallsThrough } from '@carclub/api-client';
import type {
  RenderPageRequest,
  RenderPageResult,
  ServerRenderer,
  ServerRenderModule,
} from '@carclub/contracts/server-render';
import type { RouteHandle } from '@carclub/federation/remote';
import { initI18nOnServer, languageInstance } from '@carclub/i18n';
import { createQueryClient, StoredSessionProvider } from '@carclub/session';
import { AppProviders } from '@carclub/ui';

import { remoteRouteGroups } from '../app/remote-routes';
import { NOT_FOUND_ROUTE_ID, REDIRECT_ROUTE_ID, withRemoteRoutes } from '../app/routes';
import '../i18n';
import { remoteForPath } from '../lib/federation/registry';
import { documentTitle, routeTitle } from '../lib/head/page-title';
import { asRemoteModule } from '../lib/federation/remote-module';
import { createRenderMemo, renderKey } from './render-memo';
import { serverStateScript, type ServerState } from './server-state';

/** The router matches absolute addresses; the origin itself plays no part. */
const ORIGIN = 'http://carclub.server-render';

const clientSide = (reason: string, error?: unknown): RenderPageResult => ({
  rendered: false,
  reason,
  ...(error === undefined ? {} : { error }),
});

/** The page's data: every matched route's `handle.prefetch`, into the request's own client. */
async function prefetch(context: StaticHandlerContext, queryClient: QueryClient, url: URL) {
  await Promise.all(
    context.matches.map(async ({ route, params }) =>
      (route.handle as Partial<RouteHandle> | undefined)?.prefetch?.({
        queryClient,
        params,
        searchParams: url.searchParams,
      }),
    ),
  );
}

/**
 * Renders to HTML once every Suspense boundary has settled; rejects if any part threw. React's Node
 * stream, not its web stream: the web stream's machinery and reading it through a `Response` cost
 * 2–3% of a car page's server render.
 */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const failures: unknown[] = [];
    const chunks: Buffer[] = [];
    const html = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    html.on('error', reject);
    html.on('finish', () => {
      // A part that threw would be rendered by the browser instead, with an error in its console.
      if (failures.length === 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(failures[0] instanceof Error ? failures[0] : new Error(String(failures[0])));
    });
    const { pipe } = renderToPipeableStream(element, {
      onShellError: reject,
      onAllReady: () => pipe(html),
      onError(error) {
        failures.push(error);
      },
    });
  });
}

/**
 * Made once per shell release by the API. `send` answers the API calls the pages make while
 * rendering (the API itself, in-process): the same payloads and rules the browser gets.
 */
export const createServerRenderer: ServerRenderModule['createServerRenderer'] = async ({
  send,
}): Promise<ServerRenderer> => {
  sendCallsThrough(send);
  await initI18nOnServer();
  /** Route handlers per remote release: their lazy pages are resolved once, then kept. */
  const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
  const memo = createRenderMemo();

  async function handlerFor(request: RenderPageRequest, pathname: string) {
    const remote = remoteForPath(pathname, request.registry);
    // A staff-only remote renders in the browser, once the user's permissions are known.
    if (remote?.requires !== undefined) return { remote, handler: null };
    const key = remote ? `${remote.name}@${remote.releaseId}` : '';
    let handler = handlers.get(key);
    if (!handler) {
      const module = remote ? asRemoteModule(await request.loadRemote(remote)) : null;
      if (remote && !module) throw new Error(`${remote.name} exposes no routes`);
      handler = createStaticHandler(
        withRemoteRoutes(remote && module ? remoteRouteGroups(remote, module) : []),
      );
      if (remote) {
        for (const stale of handlers.keys()) {
          if (stale.startsWith(`${remote.name}@`)) handlers.delete(stale);
        }
      }
      handlers.set(key, handler);
    }
    return { remote, handler };
  }

  async function renderPage(request: RenderPageRequest): Promise<RenderPageResult> {
    const url = new URL(request.url, ORIGIN);
    let found: Awaited<ReturnType<typeof handlerFor>>;
    try {
      found = await handlerFor(request, url.pathname);
    } catch (error) {
      return clientSide('remote could not be loaded', error);
    }
    const { remote, handler } = found;
    if (!handler) return clientSide('staff-only remote');

    const context = await handler.query(new Request(url));
    if (context instanceof Response) return clientSide('redirect');
    // A route that only leads elsewhere (`/messages`): the API answers with that redirect.
    const last = context.matches.at(-1)?.route;
    if (last?.id === REDIRECT_ROUTE_ID) {
      const { redirectTo } = (last.handle ?? {}) as { redirectTo?: string };
      return { rendered: false, reason: 'redirect', ...(redirectTo ? { redirectTo } : {}) };
    }
    // A trailing slash: the API moves such addresses itself; an older one left them to the browser.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) return clientSide('redirect');

    const queryClient = createQueryClient();
    // A failed call is not retried on the server: the browser will try again itself.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    try {
      return await renderWithData(request, context, handler, queryClient, url, remote ?? null);
    } finally {
      // Its garbage-collection timers would otherwise keep every page's data for minutes.
      queryClient.clear();
    }
  }

  async function renderWithData(
    request: RenderPageRequest,
    context: StaticHandlerContext,
    handler: ReturnType<typeof createStaticHandler>,
    queryClient: QueryClient,
    url: URL,
    remote: RenderPageRequest['registry'][number] | null,
  ): Promise<RenderPageResult> {
    try {
      await prefetch(context, queryClient, url);
    } catch (error) {
      return clientSide('page data failed to load', error);
    }
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error');
    // Errors do not travel to the browser, so it would render a different state: it renders alone.
    if (failed) return clientSide('page data failed to load', failed.state.error);

    const key = renderKey({
      url,
      language: request.language,
      storedSession: request.storedSession === true,
      registry: request.registry,
      queryClient,
    });
    let html = memo.get(key);
    if (html === undefined) {
      try {
        html = await renderToHtml(
          <AppProviders queryClient={queryClient} i18n={languageInstance(request.language)}>
            <StoredSessionProvider storedSession={request.storedSession === true}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </StoredSessionProvider>
          </AppProviders>,
        );
      } catch (error) {
        return clientSide('render failed', error);
      }
      memo.set(key, html);
    }
    const notFound = context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
    const state: ServerState = {
      shellReleaseId: __CARCLUB_BUILD__.releaseId,
      language: request.language,
      remote: remote ? { name: remote.name, releaseId: remote.releaseId } : null,
      queries: dehydrate(queryClient),
    };
    const t = languageInstance(request.language).getFixedT(request.language, 'shell');
    return {
      rendered: true,
      status: notFound ? 404 : 200,
      html,
      stateScript: serverStateScript(state),
      remote,
      title: documentTitle(
        routeTitle(
          t,
          context.matches.map((match): unknown => match.route.handle),
        ),
      ),
    };
  }

  return { renderPage };
};
