import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

export function App() {
  const [{ queryClient, router }] = useState(() => {
    // The router and the query client refer to each other: a 401 from any query navigates to the
    // connection screen, which returns to the current page afterwards.
    const holder: { router?: ReturnType<typeof createRouter> } = {};
    const queryClient = createQueryClient({
      onUnauthorized: () => {
        const router = holder.router;
        if (!router) return;
        const { pathname, search } = router.state.location;
        if (pathname === '/connect') return;
        void router.navigate(`${paths.connect(pathname + search)}&reason=unauthorized`);
      },
    });
    holder.router = createRouter(queryClient);
    return { queryClient, router: holder.router };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
