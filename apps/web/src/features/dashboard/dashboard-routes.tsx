import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  FlagOutlined,
  GlobalOutlined,
  FolderOpenOutlined,
  FormOutlined,
  MailOutlined,
  IdcardOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  SafetyOutlined,
  SolutionOutlined,
  StopOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { TRole } from '@praktika/contracts/common';
import { catalogueDef, type TCataloguePath } from '@praktika/contracts/catalogues';
import { roleMay, type TAction, type TSubject } from '@praktika/contracts/policy';
import { AccountPrivacyPage } from './pages/account-privacy-page.tsx';
import { ArticlesAdminPage } from './pages/articles-admin-page.tsx';
import { BannersAdminPage } from './pages/banners-admin-page.tsx';
import { CatalogueScreen } from './pages/catalogue-screen.tsx';
import { ContactMessagesPage } from './pages/contact-messages-page.tsx';
import { DocumentsAdminPage, FacilitationGuidesAdminPage } from './pages/file-documents-admin-pages.tsx';
import { GuideDocumentsPage, MentorGuidesPage, OrganisationDocumentsPage } from './pages/library-pages.tsx';
import { PublicMentorsAdminPage } from './pages/public-mentors-admin-page.tsx';
import { ResourcesAdminPage } from './pages/resources-admin-page.tsx';
import { BusinessDetailPage, InternDetailPage, MentorDetailPage } from './pages/user-detail-pages.tsx';
import { UsersPage } from './pages/users-page.tsx';

export type DashboardRole = Exclude<TRole, 'intern'>;

/** A permission of the policy table (packages/contracts/src/policy.ts) a section needs. */
export type SectionPolicy = { [S in TSubject]: { subject: S; action: TAction<S> } }[TSubject];

/**
 * One child route of /dashboard AND its menu entry (the same table drives both). `path` is relative
 * ('' = the landing page); `hidden` routes are not in the menu; `element` is the page (by default the
 * coming-soon section page); `redirect` makes the path an alias of another section; `policy` hides the route and
 * the entry from roles the policy does not allow.
 */
export interface DashboardSection {
  path: string;
  /** Label key: dashboard:sections.<key>. */
  key: string;
  icon?: ReactNode;
  hidden?: boolean;
  element?: ReactNode;
  redirect?: string;
  policy?: SectionPolicy;
}

export interface DashboardGroup {
  /** Group heading key: dashboard:groups.<key>. */
  key: string;
  sections: DashboardSection[];
}

const s = (path: string, key: string, icon?: ReactNode): DashboardSection => ({ path, key, icon });
const hidden = (path: string, key: string): DashboardSection => ({ path, key, hidden: true });
/** Another path for a section (e.g. the API's collection name for a screen the spec names differently). */
const alias = (path: string, to: string): DashboardSection => ({ path, key: to, hidden: true, redirect: to });

/** "Data and account" (download my data, delete my account), for every staff role. */
const account = (): DashboardSection => ({
  path: 'account',
  key: 'account',
  icon: <SafetyOutlined />,
  element: <AccountPrivacyPage />,
  policy: { subject: 'myData', action: 'export' },
});

/** The admin screen of one reference catalogue: the generic catalogue page configured by its CATALOGUES row. */
const catalogue = (
  path: string,
  key: string,
  collection: TCataloguePath,
  icon: ReactNode,
): DashboardSection => {
  const def = catalogueDef(collection);
  if (!def) throw new Error(`unknown catalogue ${collection}`);
  return {
    path,
    key,
    icon,
    element: <CatalogueScreen def={def} titleKey={key} />,
    policy: { subject: 'catalogue', action: 'update' },
  };
};

/** The dashboard of each role: its child routes, grouped as the side menu shows them (PC §2, RCS §2). */
export const DASHBOARD: Record<DashboardRole, DashboardGroup[]> = {
  admin: [
    {
      key: 'overview',
      sections: [
        s('', 'statistics', <BarChartOutlined />),
        {
          path: 'users',
          key: 'users',
          icon: <UserOutlined />,
          element: <UsersPage />,
          policy: { subject: 'intern', action: 'list' },
        },
        // one person's record, opened from the users lists (internDetail/:id is in the programme group)
        {
          path: 'businessDetail/:id',
          key: 'businessDetail',
          hidden: true,
          element: <BusinessDetailPage />,
          policy: { subject: 'business', action: 'readFull' },
        },
        {
          path: 'mentorDetail/:id',
          key: 'mentorDetail',
          hidden: true,
          element: <MentorDetailPage />,
          policy: { subject: 'mentor', action: 'readFull' },
        },
        {
          path: 'contactMessages',
          key: 'contactMessages',
          icon: <MailOutlined />,
          element: <ContactMessagesPage />,
          policy: { subject: 'contactMessage', action: 'list' },
        },
        s('surveyStatistics', 'surveyStatistics', <AuditOutlined />),
        s('survey', 'survey', <FormOutlined />),
        hidden('questions', 'questions'),
        hidden('compareQuestions', 'compareQuestions'),
      ],
    },
    {
      key: 'programme',
      sections: [
        s('jobs', 'jobs', <SolutionOutlined />),
        s('trainings', 'trainings', <ReadOutlined />),
        s('cancellations', 'cancellations', <StopOutlined />),
        s('redFlags', 'redFlags', <FlagOutlined />),
        hidden('jobs/:id', 'jobApplications'),
        hidden('trainings/:id', 'trainingDetail'),
        {
          path: 'internDetail/:id',
          key: 'internDetail',
          hidden: true,
          element: <InternDetailPage />,
          policy: { subject: 'intern', action: 'readFull' },
        },
      ],
    },
    {
      key: 'mentorship',
      sections: [
        {
          path: 'publicmentors',
          key: 'publicmentors',
          icon: <TeamOutlined />,
          element: <PublicMentorsAdminPage />,
          policy: { subject: 'publicMentor', action: 'update' },
        },
        s('mentorshipsList', 'mentorshipsList', <IdcardOutlined />),
        {
          path: 'facilitationGuides',
          key: 'facilitationGuides',
          icon: <BookOutlined />,
          element: <FacilitationGuidesAdminPage />,
          policy: { subject: 'facilitationGuide', action: 'update' },
        },
        hidden('internsAssigned/:id', 'internsAssigned'),
      ],
    },
    {
      key: 'content',
      sections: [
        {
          path: 'articles',
          key: 'articles',
          icon: <NotificationOutlined />,
          element: <ArticlesAdminPage />,
          policy: { subject: 'article', action: 'update' },
        },
        {
          path: 'banner',
          key: 'banner',
          icon: <PictureOutlined />,
          element: <BannersAdminPage />,
          policy: { subject: 'banner', action: 'update' },
        },
        {
          path: 'resources',
          key: 'resources',
          icon: <FolderOpenOutlined />,
          element: <ResourcesAdminPage />,
          policy: { subject: 'resource', action: 'update' },
        },
        {
          path: 'documents',
          key: 'documents',
          icon: <FileTextOutlined />,
          element: <DocumentsAdminPage />,
          policy: { subject: 'document', action: 'update' },
        },
      ],
    },
    {
      key: 'catalogues',
      sections: [
        // The spec's route names; routes match case-insensitively, so /dashboard/<API collection> works too
        // (businesstypes, healthconditions, hearabout, businesscategories), and the two others are aliases.
        catalogue('skills', 'skills', 'skills', <TagsOutlined />),
        catalogue('skills-category', 'skillsCategory', 'categories', <TagsOutlined />),
        catalogue('sub-categories', 'subCategories', 'subcategories', <AppstoreOutlined />),
        catalogue('tags', 'tags', 'tags', <TagsOutlined />),
        catalogue('municipalities', 'municipalities', 'municipalities', <AppstoreOutlined />),
        catalogue('institutions', 'institutions', 'institutions', <BankOutlined />),
        catalogue('businessTypes', 'businessTypes', 'businesstypes', <BankOutlined />),
        catalogue('businessCategories', 'businessCategories', 'businesscategories', <BankOutlined />),
        catalogue('countries', 'countries', 'countries', <GlobalOutlined />),
        catalogue('ethnicities', 'ethnicities', 'ethnicities', <AppstoreOutlined />),
        catalogue('healthConditions', 'healthConditions', 'healthconditions', <AppstoreOutlined />),
        catalogue('hearAbout', 'hearAbout', 'hearabout', <AppstoreOutlined />),
        alias('categories', 'skills-category'),
        alias('subcategories', 'sub-categories'),
      ],
    },
    { key: 'account', sections: [account()] },
  ],
  business: [
    {
      key: 'organisation',
      sections: [
        s('', 'profile', <BankOutlined />),
        s('payment', 'payment', <CreditCardOutlined />),
        account(),
      ],
    },
    {
      key: 'opportunities',
      sections: [
        s('jobs', 'jobs', <SolutionOutlined />),
        s('trainings', 'trainings', <ReadOutlined />),
        hidden('jobs/:id', 'jobApplications'),
        hidden('trainings/:id', 'trainingDetail'),
      ],
    },
    {
      key: 'interns',
      sections: [
        s('activeInterns', 'activeInterns', <TeamOutlined />),
        s('pastInterns', 'pastInterns', <UserOutlined />),
        hidden('internDetail/:id', 'internDetail'),
      ],
    },
    {
      key: 'documents',
      sections: [
        {
          path: 'guideDocuments',
          key: 'guideDocuments',
          icon: <BookOutlined />,
          element: <GuideDocumentsPage />,
          policy: { subject: 'document', action: 'list' },
        },
        {
          path: 'documents',
          key: 'documents',
          icon: <FileTextOutlined />,
          element: <OrganisationDocumentsPage />,
          policy: { subject: 'document', action: 'list' },
        },
      ],
    },
  ],
  mentor: [
    { key: 'account', sections: [s('', 'profile', <IdcardOutlined />), account()] },
    {
      key: 'mentoring',
      sections: [
        s('myinterns', 'myinterns', <TeamOutlined />),
        s('mentorshipMeetings', 'mentorshipMeetings', <CalendarOutlined />),
        s('report', 'report', <AuditOutlined />),
        hidden('mentorshipDetail/:id', 'mentorshipDetail'),
      ],
    },
    {
      key: 'documents',
      sections: [
        {
          path: 'facilitationGuides',
          key: 'facilitationGuides',
          icon: <BookOutlined />,
          element: <MentorGuidesPage />,
          policy: { subject: 'facilitationGuide', action: 'list' },
        },
      ],
    },
  ],
};

/** `roleMay` over the union of subjects (each entry of SectionPolicy pairs a subject with its own actions). */
const mayUse = (role: DashboardRole, p: SectionPolicy) =>
  (roleMay as (role: TRole, action: string, subject: TSubject) => boolean)(role, p.action, p.subject);

/** The groups of a role with only the sections the policy lets it use (empty groups dropped). */
export function dashboardOf(role: DashboardRole): DashboardGroup[] {
  return DASHBOARD[role]
    .map((g) => ({
      ...g,
      sections: g.sections.filter((s) => !s.policy || mayUse(role, s.policy)),
    }))
    .filter((g) => g.sections.length > 0);
}

export const sectionsOf = (role: DashboardRole) => dashboardOf(role).flatMap((g) => g.sections);
