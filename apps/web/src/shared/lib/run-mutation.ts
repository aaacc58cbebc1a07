/**
 * Runs a mutation and then the caller's callbacks, even if the caller has unmounted meanwhile.
 *
 * TanStack Query drops the per-call callbacks of `mutate(vars, { onSuccess })` when the component that called it is
 * gone by the time the answer arrives — and a mutation's own refetch often removes that component (a row that
 * leaves a filtered list, a dialog inside a card that changes state), so the confirmation toast or the redirect
 * was lost now and then. Use this wherever the callback must run; the mutation's `isPending`/`error` still work.
 */
export function runMutation<TData, TVars>(
  mutation: { mutateAsync: (vars: TVars) => Promise<TData> },
  vars: TVars,
  callbacks: {
    onSuccess?: (data: TData) => void;
    onError?: (error: unknown) => void;
    onSettled?: () => void;
  } = {},
): void {
  mutation
    .mutateAsync(vars)
    .then(
      (data) => callbacks.onSuccess?.(data),
      (error: unknown) => callbacks.onError?.(error),
    )
    .finally(() => callbacks.onSettled?.());
}
