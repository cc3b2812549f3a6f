import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

// The toast host loads after the first screen: only pages (themselves lazy) raise toasts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
