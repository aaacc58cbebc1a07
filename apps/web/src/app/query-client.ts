import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/lib/api-client.ts';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Do not retry answers the server gave on purpose (4xx).
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}
