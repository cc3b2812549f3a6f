import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

// The toast host loads after the first screen: only pages (themselves lazy) raise toasts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** `client`: a query client already holding what the server rendered the page with (decision 068). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
