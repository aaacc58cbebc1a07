import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import sqAL from 'antd/locale/sq_AL';
import srRS from 'antd/locale/sr_RS';
import enUS from 'antd/locale/en_US';
import { theme } from './theme.ts';
import { ApiError } from '../shared/lib/api-client.ts';

const antdLocales = { sq: sqAL, sr: srRS, en: enUS } as const;

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Do not retry answers the server gave on purpose (4xx).
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  const { i18n } = useTranslation();
  const lang = (i18n.language in antdLocales ? i18n.language : 'sq') as keyof typeof antdLocales;
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider theme={theme} locale={antdLocales[lang]} variant="filled">
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
