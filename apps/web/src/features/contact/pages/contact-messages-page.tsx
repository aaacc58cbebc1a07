import { useState } from 'react';
import { Button, Input, Modal, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TContactMessage } from '@praktika/contracts/contact';
import { roleMay } from '@praktika/contracts/policy';
import { useUrlParams } from '../../../shared/admin/use-list-url-state.ts';
import { contactResource } from '../api/contact.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useSession } from '../../../shared/lib/session.ts';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { errorText, useToast } from '../../../shared/ui/toast.ts';
import '../../../shared/admin/admin.css';
import './contact-messages.css';

export const CONTACT_PAGE_SIZE = 10;
/** Characters of a message shown in its row; the whole text opens below the row. */
const PREVIEW = 120;

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
};
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW).trimEnd()}…` : text);

/**
 * /dashboard/contactMessages: the contact form's messages, newest first, with date, name, e-mail and the message
 * (opened below its row); search by name or e-mail and the page live in the URL (`search`, `page`).
 */
export function ContactMessagesPage() {
  const { t } = useTranslation(['dashboard', 'common', 'errors']);
  const toast = useToast();
  const role = useSession()?.role ?? null;
  const mayDelete = roleMay(role, 'delete', 'contactMessage');
  const [params, update] = useUrlParams();
  const page = positive(params.get('page'));
  const search = params.get('search') ?? '';
  const [box, setBox] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    setBox(search);
  }

  const patch = (changes: { page?: number; search?: string }) =>
    update((next) => {
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in changes)) next.delete('page');
    });

  const list = contactResource.useList({ page, limit: CONTACT_PAGE_SIZE, ...(search ? { search } : {}) });
  const remove = contactResource.useRemove();
  const [deleting, setDeleting] = useState<TContactMessage | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('dashboard:contactMessages.deleted'));
        setDeleting(null);
      },
      onError: (err) => toast.error(errorText(err, t)),
    });
  };

  const columns: TableColumnsType<TContactMessage> = [
    {
      key: 'date',
      title: t('dashboard:contactMessages.columns.date'),
      render: (_, m) => formatDate(m.createdAt),
      width: 120,
    },
    { key: 'name', title: t('dashboard:contactMessages.columns.name'), dataIndex: 'name' },
    {
      key: 'email',
      title: t('dashboard:contactMessages.columns.email'),
      responsive: ['sm'],
      render: (_, m) => (
        <a href={`mailto:${m.email}`} className="pk-contact-email">
          {m.email}
        </a>
      ),
    },
    {
      key: 'message',
      title: t('dashboard:contactMessages.columns.message'),
      responsive: ['md'],
      render: (_, m) => preview(m.message),
    },
  ];
  if (mayDelete)
    columns.push({
      key: 'actions',
      title: t('dashboard:contactMessages.columns.actions'),
      align: 'right',
      render: (_, m) => (
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('dashboard:contactMessages.delete', { name: m.name })}
          onClick={() => setDeleting(m)}
        />
      ),
    });

  return (
    <div className="pk-dash-page">
      <h1 className="pk-dash-h1">{t('dashboard:sections.contactMessages')}</h1>
      <div className="pk-card pk-admin-card">
        <div className="pk-admin-filters" role="search">
          <Input.Search
            allowClear
            value={box}
            onChange={(e) => {
              setBox(e.target.value);
              if (!e.target.value) patch({ search: '' });
            }}
            onSearch={(v) => patch({ search: v.trim() })}
            placeholder={t('dashboard:contactMessages.search')}
            aria-label={t('dashboard:contactMessages.search')}
            className="pk-admin-search"
          />
        </div>
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<TContactMessage>
            rowKey="_id"
            columns={columns}
            dataSource={list.data?.docs ?? []}
            loading={list.isFetching}
            size="middle"
            locale={{ emptyText: t('dashboard:contactMessages.empty') }}
            expandable={{
              expandedRowRender: (m) => (
                <div className="pk-contact-message">
                  <p>
                    <a href={`mailto:${m.email}`}>{m.email}</a>
                  </p>
                  <p className="pk-contact-message-text">{m.message}</p>
                </div>
              ),
            }}
            onChange={(pagination, _filters, _sorter, { action }) => {
              if (action === 'paginate') patch({ page: pagination.current ?? 1 });
            }}
            pagination={{
              current: list.data?.page ?? page,
              pageSize: CONTACT_PAGE_SIZE,
              total: list.data?.totalDocs ?? 0,
              showSizeChanger: false,
            }}
          />
        )}
      </div>
      <Modal
        open={deleting !== null}
        title={t('dashboard:contactMessages.deleteTitle')}
        onCancel={() => setDeleting(null)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setDeleting(null)}>
            {t('common:actions.cancel')}
          </Button>,
          <Button key="delete" danger type="primary" loading={remove.isPending} onClick={confirmDelete}>
            {t('common:actions.delete')}
          </Button>,
        ]}
      >
        {deleting && <p>{t('dashboard:contactMessages.deleteText', { name: deleting.name })}</p>}
      </Modal>
    </div>
  );
}
