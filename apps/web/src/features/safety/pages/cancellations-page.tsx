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
import { titledColumns } from '../../../shared/ui/titled-columns.tsx';
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
  useColumns: ({ t }) => {
    const column = titledColumns<TCancellation>(t, 'engagements:columns');
    return [
      column('intern', (c) => (
        <Link to={internDetailPath({ _id: c.application._id, intern: c.intern })}>
          {internName(c.intern)}
        </Link>
      )),
      column('business', (c) => (
        <Link to={`/dashboard/businessDetail/${encodeURIComponent(c.business._id)}`}>
          {c.business.businessName}
        </Link>
      )),
      column('posting', (c) => (
        <>
          {c.application.title} <Tag>{t(`engagements:types.${c.application.type}`)}</Tag>
        </>
      )),
      column('initiator', (c) => t(`engagements:initiators.${c.initiator}`)),
      column('reasons', (c) => (
        <div className="pk-cancellation-reasons">
          <span>{c.reasons.map((r) => t(`engagements:cancellationReasons.${r}`)).join(', ') || '—'}</span>
          {c.reasonText && <p className="pk-redflag-text pk-muted">{c.reasonText}</p>}
        </div>
      )),
      column('lastDay', (c) => <span className="pk-nowrap">{displayDate(c.lastDay)}</span>),
      column('created', (c) => <span className="pk-nowrap">{formatDate(c.createdAt)}</span>),
    ];
  },
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
