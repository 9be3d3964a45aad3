import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppRouting } from './create-app-routing';

export function App() {
  const [{ queryClient, router }] = useState(() => createAppRouting((routes) => createBrowserRouter(routes)));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
