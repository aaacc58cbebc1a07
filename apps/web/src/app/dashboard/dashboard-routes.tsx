import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
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
  SafetyCertificateOutlined,
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
import { AccountPrivacyPage } from '../../features/accounts/pages/account-privacy-page.tsx';
import { ArticlesAdminPage } from '../../features/content/pages/articles-admin-page.tsx';
import { BannersAdminPage } from '../../features/content/pages/banners-admin-page.tsx';
import { CatalogueScreen } from '../../features/catalogues/pages/catalogue-screen.tsx';
import { ContactMessagesPage } from '../../features/contact/pages/contact-messages-page.tsx';
import { CancellationsPage } from '../../features/safety/pages/cancellations-page.tsx';
import { CertificatesAdminPage } from '../../features/certificates/pages/certificates-admin-page.tsx';
import { OrganisationInternDetailPage } from '../../features/safety/pages/intern-detail-page.tsx';
import { ActiveInternsPage, PastInternsPage } from '../../features/safety/pages/interns-pages.tsx';
import { RedFlagsPage } from '../../features/safety/pages/red-flags-page.tsx';
import { ValidationPage } from '../../features/safety/pages/validation-page.tsx';
import { PaymentPage } from '../../features/stipends/pages/payment-page.tsx';
import { PaymentsAdminPage } from '../../features/stipends/pages/payments-admin-page.tsx';
import {
  DocumentsAdminPage,
  FacilitationGuidesAdminPage,
} from '../../features/content/pages/file-documents-admin-pages.tsx';
import {
  GuideDocumentsPage,
  MentorGuidesPage,
  OrganisationDocumentsPage,
} from '../../features/content/pages/library-pages.tsx';
import { PublicMentorsAdminPage } from '../../features/content/pages/public-mentors-admin-page.tsx';
import { ResourcesAdminPage } from '../../features/content/pages/resources-admin-page.tsx';
import {
  BusinessDetailPage,
  InternDetailPage,
  MentorDetailPage,
} from '../../features/people/pages/user-detail-pages.tsx';
import { UsersPage } from '../../features/people/pages/users-page.tsx';
import { MentorshipDetailPage } from '../../features/mentoring/mentor/mentorship-detail-page.tsx';
import { MyInternsPage } from '../../features/mentoring/mentor/my-interns-page.tsx';
import { SurveyBuilderPage } from '../../features/surveys/builder/survey-builder-page.tsx';
import { CompareQuestionsPage } from '../../features/surveys/stats/compare-page.tsx';
import { QuestionsPage } from '../../features/surveys/stats/questions-page.tsx';
import { SurveyStatisticsPage } from '../../features/surveys/stats/survey-statistics-page.tsx';
import { DashboardSurveyAnswerPage } from '../../features/surveys/answer/survey-answer-page.tsx';
import { SurveysListPage } from '../../features/surveys/answer/surveys-list-page.tsx';
import { MeetingsPage } from '../../features/mentoring/meetings/meetings-page.tsx';
import { ReportPage } from '../../features/safety/pages/report-page.tsx';
import { InternsAssignedPage } from '../../features/mentoring/admin/interns-assigned-page.tsx';
import { MentorshipsListPage } from '../../features/mentoring/admin/mentorships-list-page.tsx';
import {
  JobsPostingsPage,
  TrainingsPostingsPage,
} from '../../features/opportunities/pages/postings-pages.tsx';
import {
  JobDetailPage,
  TrainingDetailPage,
} from '../../features/opportunities/pages/posting-detail-page.tsx';

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
/** Another path for a section (e.g. the API's collection name for a screen the spec names differently). */
const alias = (path: string, to: string): DashboardSection => ({ path, key: to, hidden: true, redirect: to });

/** A menu entry with its page, behind a permission; its path is its label key. */
const page = (key: string, icon: ReactNode, element: ReactNode, policy: SectionPolicy): DashboardSection => ({
  path: key,
  key,
  icon,
  element,
  policy,
});
/** A page reached from another one (a record's detail, a statistics view), not in the menu, behind a permission. */
const hiddenPage = (
  path: string,
  key: string,
  element: ReactNode,
  policy: SectionPolicy,
): DashboardSection => ({
  path,
  key,
  hidden: true,
  element,
  policy,
});

/** "Data and account" (download my data, delete my account), for every staff role. */
const account = (): DashboardSection =>
  page('account', <SafetyOutlined />, <AccountPrivacyPage />, { subject: 'myData', action: 'export' });

/**
 * Due and done surveys (`key`: the menu label): organisations and mentors answer theirs at surveys/:id (hidden);
 * admins list everyone's.
 */
const surveySections = (key: 'mySurveys' | 'surveysDue'): DashboardSection[] => {
  const policy: SectionPolicy = { subject: 'survey', action: 'list' };
  return [
    { path: 'surveys', key, icon: <CheckSquareOutlined />, element: <SurveysListPage />, policy },
    ...(key === 'mySurveys'
      ? [
          {
            path: 'surveys/:id',
            key: 'surveyAnswer',
            hidden: true,
            element: <DashboardSurveyAnswerPage />,
            policy,
          },
        ]
      : []),
  ];
};

/** Mentorship meetings, a list and a week (mentors their own; admins everyone's, by mentor). */
const meetingsSection = (): DashboardSection =>
  page('mentorshipMeetings', <CalendarOutlined />, <MeetingsPage />, {
    subject: 'meeting',
    action: 'create',
  });

/** Internship postings and trainings with their applicants and matched interns (organisations and admins). */
const postingSections = (): DashboardSection[] => {
  const policy: SectionPolicy = { subject: 'opportunity', action: 'create' };
  return [
    { path: 'jobs', key: 'jobs', icon: <SolutionOutlined />, element: <JobsPostingsPage />, policy },
    {
      path: 'trainings',
      key: 'trainings',
      icon: <ReadOutlined />,
      element: <TrainingsPostingsPage />,
      policy,
    },
    { path: 'jobs/:id', key: 'jobApplications', hidden: true, element: <JobDetailPage />, policy },
    { path: 'trainings/:id', key: 'trainingDetail', hidden: true, element: <TrainingDetailPage />, policy },
  ];
};

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

/** One mentorship: its mentor (from myinterns) and admins (from the mentorships list). */
const mentorshipDetailSection = (): DashboardSection =>
  hiddenPage('mentorshipDetail/:id', 'mentorshipDetail', <MentorshipDetailPage />, {
    subject: 'mentorship',
    action: 'read',
  });

/** The dashboard of each role: its child routes, grouped as the side menu shows them (PC §2, RCS §2). */
export const DASHBOARD: Record<DashboardRole, DashboardGroup[]> = {
  admin: [
    {
      key: 'overview',
      sections: [
        s('', 'statistics', <BarChartOutlined />),
        page('users', <UserOutlined />, <UsersPage />, { subject: 'intern', action: 'list' }),
        // one person's record, opened from the users lists (internDetail/:id is in the programme group)
        hiddenPage('businessDetail/:id', 'businessDetail', <BusinessDetailPage />, {
          subject: 'business',
          action: 'readFull',
        }),
        hiddenPage('mentorDetail/:id', 'mentorDetail', <MentorDetailPage />, {
          subject: 'mentor',
          action: 'readFull',
        }),
        page('contactMessages', <MailOutlined />, <ContactMessagesPage />, {
          subject: 'contactMessage',
          action: 'list',
        }),
        page('surveyStatistics', <AuditOutlined />, <SurveyStatisticsPage />, {
          subject: 'survey',
          action: 'statistics',
        }),
        page('survey', <FormOutlined />, <SurveyBuilderPage />, { subject: 'question', action: 'write' }),
        ...surveySections('surveysDue'),
        hiddenPage('questions', 'questions', <QuestionsPage />, { subject: 'survey', action: 'statistics' }),
        hiddenPage('compareQuestions', 'compareQuestions', <CompareQuestionsPage />, {
          subject: 'survey',
          action: 'statistics',
        }),
      ],
    },
    {
      key: 'programme',
      sections: [
        ...postingSections(),
        page('validation', <CheckSquareOutlined />, <ValidationPage />, {
          subject: 'application',
          action: 'validationList',
        }),
        page('cancellations', <StopOutlined />, <CancellationsPage />, {
          subject: 'cancellation',
          action: 'list',
        }),
        page('redFlags', <FlagOutlined />, <RedFlagsPage />, { subject: 'redFlag', action: 'update' }),
        page('payments', <CreditCardOutlined />, <PaymentsAdminPage />, {
          subject: 'stipend',
          action: 'pay',
        }),
        page('certificates', <SafetyCertificateOutlined />, <CertificatesAdminPage />, {
          subject: 'certificate',
          action: 'list',
        }),
        hiddenPage('internDetail/:id', 'internDetail', <InternDetailPage />, {
          subject: 'intern',
          action: 'readFull',
        }),
      ],
    },
    {
      key: 'mentorship',
      sections: [
        page('publicmentors', <TeamOutlined />, <PublicMentorsAdminPage />, {
          subject: 'publicMentor',
          action: 'update',
        }),
        page('mentorshipsList', <IdcardOutlined />, <MentorshipsListPage />, {
          subject: 'mentorship',
          action: 'assign',
        }),
        meetingsSection(),
        page('facilitationGuides', <BookOutlined />, <FacilitationGuidesAdminPage />, {
          subject: 'facilitationGuide',
          action: 'update',
        }),
        hiddenPage('internsAssigned/:id', 'internsAssigned', <InternsAssignedPage />, {
          subject: 'mentorship',
          action: 'assign',
        }),
        mentorshipDetailSection(),
      ],
    },
    {
      key: 'content',
      sections: [
        page('articles', <NotificationOutlined />, <ArticlesAdminPage />, {
          subject: 'article',
          action: 'update',
        }),
        page('banner', <PictureOutlined />, <BannersAdminPage />, { subject: 'banner', action: 'update' }),
        page('resources', <FolderOpenOutlined />, <ResourcesAdminPage />, {
          subject: 'resource',
          action: 'update',
        }),
        page('documents', <FileTextOutlined />, <DocumentsAdminPage />, {
          subject: 'document',
          action: 'update',
        }),
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
        page('payment', <CreditCardOutlined />, <PaymentPage />, { subject: 'stipend', action: 'confirm' }),
        ...surveySections('mySurveys'),
        account(),
      ],
    },
    {
      key: 'opportunities',
      sections: [...postingSections()],
    },
    {
      key: 'interns',
      sections: [
        page('activeInterns', <TeamOutlined />, <ActiveInternsPage />, {
          subject: 'application',
          action: 'list',
        }),
        page('pastInterns', <UserOutlined />, <PastInternsPage />, {
          subject: 'application',
          action: 'list',
        }),
        // the intern's CV as the organisation may see it, and with ?application= that application
        hiddenPage('internDetail/:id', 'internDetail', <OrganisationInternDetailPage />, {
          subject: 'application',
          action: 'read',
        }),
      ],
    },
    {
      key: 'documents',
      sections: [
        page('guideDocuments', <BookOutlined />, <GuideDocumentsPage />, {
          subject: 'document',
          action: 'list',
        }),
        page('documents', <FileTextOutlined />, <OrganisationDocumentsPage />, {
          subject: 'document',
          action: 'list',
        }),
      ],
    },
  ],
  mentor: [
    {
      key: 'account',
      sections: [s('', 'profile', <IdcardOutlined />), ...surveySections('mySurveys'), account()],
    },
    {
      key: 'mentoring',
      sections: [
        page('myinterns', <TeamOutlined />, <MyInternsPage />, { subject: 'mentorship', action: 'answer' }),
        meetingsSection(),
        page('report', <AuditOutlined />, <ReportPage />, { subject: 'redFlag', action: 'create' }),
        mentorshipDetailSection(),
      ],
    },
    {
      key: 'documents',
      sections: [
        page('facilitationGuides', <BookOutlined />, <MentorGuidesPage />, {
          subject: 'facilitationGuide',
          action: 'list',
        }),
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
