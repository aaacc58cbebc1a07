import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AntdSlot } from '../shared/ui/antd-loader.tsx';
import { useInvalidationListener } from '../shared/lib/query-broadcast.ts';
import { makeQueryClient } from './query-client.ts';

/**
 * The app's providers (main.tsx): the query client, and antd's scope (theme, locale, toasts) once a page that
 * uses antd has loaded it (shared/ui/antd-loader.tsx). The home page renders and hydrates without antd.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  // data changed in another tab (an application sent there): refetch it here too
  useInvalidationListener(client);
  return (
    <QueryClientProvider client={client}>
      <AntdSlot>{children}</AntdSlot>
    </QueryClientProvider>
  );
}
