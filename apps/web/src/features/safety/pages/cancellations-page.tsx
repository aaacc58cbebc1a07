import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@praktika/contracts/dates';
import type { TCancellation } from '@praktika/contracts/safety';
import { CollectionAdminPage, type CollectionConfig } from '../../../shared/admin/collection-admin-page.tsx';
import { cancellationsResource, type TCancellationQueryWeb } from '../api/safety.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { BusinessFilter, InternFilter } from '../../../entities/people/party-filters.tsx';
import { internDetailPath, internName } from '../lib/engagement-view.tsx';
import '../engagements.css';

const cancellationsConfig: CollectionConfig<TCancellation, TCancellationQueryWeb> = {
  resource: { useList: cancellationsResource.useList },
  policySubject: 'cancellation',
  filters: (t) => [
    {
      type: 'custom',
      name: 'business',
      label: t('engagements:cancellations.filters.business'),
      render: (props) => <BusinessFilter {...props} />,
    },
    {
      type: 'custom',
      name: 'intern',
      label: t('engagements:cancellations.filters.intern'),
      render: (props) => <InternFilter {...props} />,
    },
  ],
  useColumns: ({ t }) => [
    {
      key: 'intern',
      title: t('engagements:columns.intern'),
      render: (_, c) => (
        <Link to={internDetailPath({ _id: c.application._id, intern: c.intern })}>
          {internName(c.intern)}
        </Link>
      ),
    },
    {
      key: 'business',
      title: t('engagements:columns.business'),
      render: (_, c) => (
        <Link to={`/dashboard/businessDetail/${encodeURIComponent(c.business._id)}`}>
          {c.business.businessName}
        </Link>
      ),
    },
    {
      key: 'posting',
      title: t('engagements:columns.posting'),
      render: (_, c) => (
        <>
          {c.application.title} <Tag>{t(`engagements:types.${c.application.type}`)}</Tag>
        </>
      ),
    },
    {
      key: 'initiator',
      title: t('engagements:columns.initiator'),
      render: (_, c) => t(`engagements:initiators.${c.initiator}`),
    },
    {
      key: 'reasons',
      title: t('engagements:columns.reasons'),
      render: (_, c) => (
        <div className="pk-cancellation-reasons">
          <span>{c.reasons.map((r) => t(`engagements:cancellationReasons.${r}`)).join(', ') || '—'}</span>
          {c.reasonText && <p className="pk-redflag-text pk-muted">{c.reasonText}</p>}
        </div>
      ),
    },
    {
      key: 'lastDay',
      title: t('engagements:columns.lastDay'),
      render: (_, c) => <span className="pk-nowrap">{displayDate(c.lastDay)}</span>,
    },
    {
      key: 'created',
      title: t('engagements:columns.created'),
      render: (_, c) => <span className="pk-nowrap">{formatDate(c.createdAt)}</span>,
    },
  ],
  itemName: (c) => internName(c.intern),
  emptyText: (t) => t('engagements:cancellations.empty'),
};

/**
 * /dashboard/cancellations (admins): every cancelled internship and training, who cancelled, the reasons in the
 * current language with the written reason, and the last day; filters by organisation and intern.
 */
export function CancellationsPage() {
  const { t } = useTranslation(['dashboard', 'engagements']);
  return (
    <CollectionAdminPage
      config={cancellationsConfig}
      title={t('dashboard:sections.cancellations')}
      className="pk-engagements-page"
      toolbar={<p className="pk-engagements-intro">{t('engagements:cancellations.intro')}</p>}
    />
  );
}
