import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/router';
import {
  homeFirstScreenQueries,
  shownSubject,
  HOME_FIRST_SCREEN_GROUPS,
  type HomeFirstScreenInput,
} from '@/features/home/first-screen';
import { bookFirstScreenQueries, type BookFirstScreenInput } from '@/features/books/first-screen';
import { firstScreenScript, FirstScreenProvider, type FirstScreenData } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';

/**
 * The server's side of the server-rendered first screens (docs/first-screens.md, "Server-rendered first
 * screens"), built by `vite build --ssr` into dist-ssr/ and imported by the API server: the same route
 * tree and components as the browser's App, rendered with the server's cached data.
 */

export { HOME_FIRST_SCREEN_GROUPS, shownSubject, type BookFirstScreenInput, type HomeFirstScreenInput };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The data script the browser hydrates with (`<script id="jc-first-screen" type="application/json">`). */
  dataScript: string;
}

async function renderAt(url: string, data: FirstScreenData): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`first screen ${url}: the routes answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser's tree (app/App.tsx) with the static router in place of the browser's; hydrate={false}: the
  // browser's router is told of the loaders itself (router.tsx, hydrationFor).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <FirstScreenProvider data={data}>
        <AppProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </FirstScreenProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), dataScript: firstScreenScript(data) };
}

/** Home (`/pages/index/home`) with the given data. */
export function renderHome(url: string, input: HomeFirstScreenInput): Promise<RenderedPage> {
  return renderAt(url, {
    grade: input.grade,
    subject: input.subject,
    queries: homeFirstScreenQueries(input),
  });
}

/** A book's detail page (`/pages/book/bookDetails?bookNo=…`) with its book and lesson tree. */
export function renderBook(url: string, input: BookFirstScreenInput): Promise<RenderedPage> {
  return renderAt(url, { grade: null, subject: null, queries: bookFirstScreenQueries(input) });
}
