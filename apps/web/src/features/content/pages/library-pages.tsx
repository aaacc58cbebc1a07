import { useTranslation } from 'react-i18next';
import { documentsResource, facilitationGuidesResource } from '../api/documents.ts';
import { LibraryList } from '../components/library-list.tsx';

/** /dashboard/facilitationGuides for mentors: the guides, with "only guides in my language". */
export function MentorGuidesPage() {
  const { t } = useTranslation(['dashboard', 'documents']);
  return (
    <LibraryList
      title={t('dashboard:sections.facilitationGuides')}
      intro={t('documents:intro.facilitationGuides')}
      useList={facilitationGuidesResource.useList}
      languageSwitch
    />
  );
}

/** /dashboard/guideDocuments for organisations: the documents marked as guides. */
export function GuideDocumentsPage() {
  const { t } = useTranslation(['dashboard', 'documents']);
  return (
    <LibraryList
      title={t('dashboard:sections.guideDocuments')}
      intro={t('documents:intro.guideDocuments')}
      useList={documentsResource.useList}
      baseQuery={{ isGuide: true }}
    />
  );
}

/** /dashboard/documents for organisations: the other documents. */
export function OrganisationDocumentsPage() {
  const { t } = useTranslation(['dashboard', 'documents']);
  return (
    <LibraryList
      title={t('dashboard:sections.documents')}
      intro={t('documents:intro.documents')}
      useList={documentsResource.useList}
      baseQuery={{ isGuide: false }}
    />
  );
}
