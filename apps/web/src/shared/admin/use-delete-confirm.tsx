import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { ConfirmFooter } from '../ui/confirm-action.tsx';
import { errorText, useToast } from '../ui/toast.ts';

export interface DeleteConfirmOptions<TItem> {
  /** Deletes one item by id (a resource's `useRemove()`). */
  remove: {
    mutate: (id: string, cb: { onSuccess: () => void; onError: (err: Error) => void }) => void;
    isPending: boolean;
  };
  /** The item's id. */
  idOf: (item: TItem) => string;
  /** The name the confirmation text quotes. */
  nameOf: (item: TItem) => string;
}

/**
 * Delete after a confirmation: `ask(item)` opens the dialog; Delete calls the API; `RESOURCE_IN_USE` keeps the
 * dialog open with "used by N records" (N from the answer's `inUse` detail, else the general text) and only a
 * Close button; other errors are toasts; success toasts and closes. Render `dialog` once in the page.
 */
export function useDeleteConfirm<TItem>({ remove, idOf, nameOf }: DeleteConfirmOptions<TItem>) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const toast = useToast();
  const [deleting, setDeleting] = useState<TItem | null>(null);
  /** The delete was refused: the item is in use (by `count` records when the API says how many). */
  const [inUse, setInUse] = useState<{ count?: number } | null>(null);

  const close = () => {
    setDeleting(null);
    setInUse(null);
  };
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(idOf(deleting), {
      onSuccess: () => {
        toast.success(t('admin:catalogue.deleted'));
        close();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errorType === 'RESOURCE_IN_USE')
          setInUse({ count: err.details.find((d) => d.issue === 'inUse')?.count });
        else toast.error(errorText(err, t));
      },
    });
  };

  const dialog = (
    <Modal
      open={deleting !== null}
      title={t('admin:catalogue.deleteTitle')}
      onCancel={close}
      destroyOnHidden
      footer={
        <ConfirmFooter refused={!!inUse} onClose={close}>
          <Button danger type="primary" loading={remove.isPending} onClick={confirm}>
            {t('common:actions.delete')}
          </Button>
        </ConfirmFooter>
      }
    >
      {deleting && (
        <>
          <p>{t('admin:catalogue.deleteText', { name: nameOf(deleting) })}</p>
          {inUse && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={
                inUse.count === undefined
                  ? t('errors:RESOURCE_IN_USE')
                  : t('admin:catalogue.inUse', { count: inUse.count })
              }
            />
          )}
        </>
      )}
    </Modal>
  );

  return { ask: setDeleting, dialog };
}
