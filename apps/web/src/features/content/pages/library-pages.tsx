import { useTranslation } from 'react-i18next';
import type { TResourceQuery } from '../../../shared/api/create-resource.ts';
import { documentsResource, facilitationGuidesResource } from '../api/documents.ts';
import { LibraryList, type LibraryItem, type LibraryListProps } from '../components/library-list.tsx';

/** A dashboard library section: its heading (`dashboard:sections.<section>`) and intro (`documents:intro.<section>`). */
function LibrarySection<TItem extends LibraryItem, TQuery extends TResourceQuery>({
  section,
  ...list
}: { section: 'facilitationGuides' | 'guideDocuments' | 'documents' } & Omit<
  LibraryListProps<TItem, TQuery>,
  'title' | 'intro'
>) {
  const { t } = useTranslation(['dashboard', 'documents']);
  return (
    <LibraryList
      title={t(`dashboard:sections.${section}`)}
      intro={t(`documents:intro.${section}`)}
      {...list}
    />
  );
}

/** /dashboard/facilitationGuides for mentors: the guides, with "only guides in my language". */
export function MentorGuidesPage() {
  return (
    <LibrarySection
      section="facilitationGuides"
      useList={facilitationGuidesResource.useList}
      languageSwitch
    />
  );
}

/** /dashboard/guideDocuments for organisations: the documents marked as guides. */
export function GuideDocumentsPage() {
  return (
    <LibrarySection
      section="guideDocuments"
      useList={documentsResource.useList}
      baseQuery={{ isGuide: true }}
    />
  );
}

/** /dashboard/documents for organisations: the other documents. */
export function OrganisationDocumentsPage() {
  return (
    <LibrarySection section="documents" useList={documentsResource.useList} baseQuery={{ isGuide: false }} />
  );
}
