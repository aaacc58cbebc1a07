import { useState } from 'react';
import { Space, Tag } from 'antd';
import { RedoOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_STATUSES, type TCertificate } from '@praktika/contracts/certificates';
import { displayDate } from '@praktika/contracts/dates';
import { CollectionAdminPage, type CollectionConfig } from '../../../shared/admin/collection-admin-page.tsx';
import { readerLanguage } from '../../../shared/lib/reader-language.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useConfirmAction } from '../../../shared/ui/confirm-action.tsx';
import { RowActionButton } from '../../../shared/ui/row-action-button.tsx';
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';
import {
  certificatesResource,
  useReissueCertificate,
  verifyPath,
  type TCertificateQueryWeb,
} from '../api/certificates.ts';
import { RevokeDialog } from '../components/revoke-dialog.tsx';
import '../certificates.css';

function RowActions({ item }: { item: TCertificate }) {
  const { t } = useTranslation('certificates');
  const [revoking, setRevoking] = useState<TCertificate | null>(null);
  const reissue = useReissueCertificate();
  const { ask, dialog } = useConfirmAction();
  if (item.status !== 'ISSUED') return null;
  return (
    <Space wrap size={4}>
      <RowActionButton
        icon={<StopOutlined />}
        label={t('admin.revoke')}
        ariaLabel={t('admin.revokeOf', { name: item.holderName })}
        danger
        className="pk-certificate-danger"
        onClick={() => setRevoking(item)}
      />
      <RowActionButton
        icon={<RedoOutlined />}
        label={t('admin.reissue')}
        ariaLabel={t('admin.reissueOf', { name: item.holderName })}
        onClick={() =>
          ask({
            title: t('admin.reissueTitle', { code: item.code }),
            text: t('admin.reissueText', { name: item.holderName }),
            confirmLabel: t('admin.reissue'),
            run: () => reissue.mutateAsync(item._id),
            success: t('admin.reissued'),
          })
        }
      />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
      {dialog}
    </Space>
  );
}

const config: CollectionConfig<TCertificate, TCertificateQueryWeb> = {
  resource: { useList: certificatesResource.useList },
  policySubject: 'certificate',
  filters: (t) => [
    { type: 'search', name: 'q', label: t('certificates:admin.search') },
    {
      type: 'enum',
      name: 'status',
      label: t('certificates:columns.status'),
      options: CERTIFICATE_STATUSES.map((s) => ({ value: s, label: t(`certificates:status.${s}`) })),
    },
  ],
  useColumns: ({ t }) => {
    const column = titledColumns<TCertificate>(t, 'certificates:columns');
    return [
      column('holder', (c) => c.holderName),
      column('code', (c) => (
        <a className="pk-nowrap" href={verifyPath(c.code, readerLanguage())}>
          {c.code}
        </a>
      )),
      column(
        'posting',
        (c) => (
          <>
            {c.title} <Tag>{t(`certificates:kind.${c.kind}`)}</Tag>
          </>
        ),
        'md',
      ),
      column('organisation', (c) => c.organisationName, 'md'),
      column('issued', (c) => <span className="pk-nowrap">{formatDate(c.issuedAt)}</span>, 'sm'),
      column('status', (c) => (
        <>
          <Tag className={`pk-certificate-tag pk-certificate-tag-${c.status}`}>
            {t(`certificates:status.${c.status}`)}
          </Tag>
          {c.revokedAt && <span className="pk-muted pk-nowrap"> {displayDate(c.revokedAt)}</span>}
          {c.status === 'REVOKED' && c.revokedReason && <p className="pk-muted">{c.revokedReason}</p>}
        </>
      )),
    ];
  },
  rowActions: (item) => <RowActions item={item} />,
  itemName: (c) => `${c.holderName} (${c.code})`,
  emptyText: (t) => t('certificates:admin.empty'),
};

/**
 * /dashboard/certificates (admins): every certificate, by status (issued, revoked, replaced) and by name or code;
 * revoke one with a reason, or reissue it after a name correction (a new code with the current name).
 */
export function CertificatesAdminPage() {
  const { t } = useTranslation(['dashboard', 'certificates']);
  return (
    <CollectionAdminPage
      config={config}
      title={t('dashboard:sections.certificates')}
      className="pk-certificates-admin"
      toolbar={<p>{t('certificates:admin.intro')}</p>}
    />
  );
}
