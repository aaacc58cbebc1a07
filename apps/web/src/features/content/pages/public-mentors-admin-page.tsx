import { useTranslation } from 'react-i18next';
import type { TPublicMentor } from '@praktika/contracts/public-mentors';
import { CollectionAdminPage, type CollectionConfig } from '../../../shared/admin/collection-admin-page.tsx';
import { mentorText, publicMentorsResource, type TPublicMentorQueryWeb } from '../api/public-mentors.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { MentorAvatar } from '../../../entities/people/mentor-avatar.tsx';
import { PublicMentorForm } from '../components/public-mentor-form.tsx';

/** /dashboard/publicmentors: the mentors of the mentorship page, in their order (position, then name). */
export const publicMentorsAdmin: CollectionConfig<TPublicMentor, TPublicMentorQueryWeb> = {
  resource: publicMentorsResource,
  policySubject: 'publicMentor',
  useColumns: ({ lang, t }) => [
    {
      key: 'photo',
      title: t('publicMentors:columns.photo'),
      width: 64,
      render: (_, m) => <MentorAvatar mentor={m} size={40} decorative />,
    },
    { key: 'name', title: t('publicMentors:columns.name'), render: (_, m) => m.name },
    {
      key: 'organisation',
      title: t('publicMentors:columns.organisation'),
      responsive: ['md'],
      render: (_, m) => m.organisation || '—',
    },
    {
      key: 'role',
      title: t('publicMentors:columns.role'),
      responsive: ['lg'],
      render: (_, m) => mentorText(m, 'Role', lang)?.text ?? '—',
    },
    {
      key: 'position',
      title: t('publicMentors:columns.position'),
      responsive: ['sm'],
      render: (_, m) => m.position,
    },
    {
      key: 'updatedAt',
      title: t('publicMentors:columns.updatedAt'),
      responsive: ['lg'],
      render: (_, m) => formatDate(m.updatedAt),
    },
  ],
  Form: PublicMentorForm,
  itemName: (m) => m.name,
};

export function PublicMentorsAdminPage() {
  const { t } = useTranslation('dashboard');
  return <CollectionAdminPage config={publicMentorsAdmin} title={t('sections.publicmentors')} />;
}
