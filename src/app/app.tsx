import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppRouting } from './create-app-routing';

/**
 * Creates the browser router (which starts the first route's loaders, so the first list's request
 * leaves now, while React is still setting up) and the app that renders it.
 */
export function createApp() {
  const { queryClient, router } = createAppRouting((routes, options) => createBrowserRouter(routes, options));
  return function App() {
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
}
