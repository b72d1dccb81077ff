import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { FirstScreenProvider, type FirstScreenData } from '@/lib/first-screen';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * The pupils' app. `firstScreen`: the data of a server-rendered page (docs/first-screens.md, "Server-rendered first
 * screens"), seeded into the query cache before anything renders, so the hydration asks for nothing.
 */
export function App({ firstScreen = null }: { firstScreen?: FirstScreenData | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    for (const [key, data] of firstScreen?.queries ?? []) client.setQueryData(key, data);
    return client;
  });
  // Route loaders start a page's queries while its chunk downloads, so they share the client.
  const [router] = useState(() => createAppRouter(queryClient, { hydrate: firstScreen !== null }));
  return (
    <FirstScreenProvider data={firstScreen}>
      <AppProvider client={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </FirstScreenProvider>
  );
}
