import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AntdScope } from './antd-scope.tsx';
import { FeatureSlots } from './slots/feature-slots.tsx';
import { makeQueryClient } from './query-client.ts';

export { antdLocales } from './antd-scope.tsx';
export { makeQueryClient } from './query-client.ts';

/**
 * The query client and antd's scope (theme, locale, toasts) mounted at once: for tests and anything rendered
 * outside the app's entry. The app itself (main.tsx) uses AppProviders, which keeps antd out of the home page.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AntdScope>
        <FeatureSlots>{children}</FeatureSlots>
      </AntdScope>
    </QueryClientProvider>
  );
}
