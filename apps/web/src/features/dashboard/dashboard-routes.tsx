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
  FolderOpenOutlined,
  FormOutlined,
  IdcardOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  SolutionOutlined,
  StopOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { TRole } from '@praktika/contracts/common';

export type DashboardRole = Exclude<TRole, 'intern'>;

/** One child route of /dashboard. `path` is relative ('' = the landing page); `hidden` routes are not in the menu. */
export interface DashboardSection {
  path: string;
  /** Label key: dashboard:sections.<key>. */
  key: string;
  icon?: ReactNode;
  hidden?: boolean;
}

export interface DashboardGroup {
  /** Group heading key: dashboard:groups.<key>. */
  key: string;
  sections: DashboardSection[];
}

const s = (path: string, key: string, icon?: ReactNode): DashboardSection => ({ path, key, icon });
const hidden = (path: string, key: string): DashboardSection => ({ path, key, hidden: true });

/** The dashboard of each role: its child routes, grouped as the side menu shows them (PC §2, RCS §2). */
export const DASHBOARD: Record<DashboardRole, DashboardGroup[]> = {
  admin: [
    {
      key: 'overview',
      sections: [
        s('', 'statistics', <BarChartOutlined />),
        s('users', 'users', <UserOutlined />),
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
        hidden('internDetail/:id', 'internDetail'),
      ],
    },
    {
      key: 'mentorship',
      sections: [
        s('publicmentors', 'publicmentors', <TeamOutlined />),
        s('mentorshipsList', 'mentorshipsList', <IdcardOutlined />),
        s('facilitationGuides', 'facilitationGuides', <BookOutlined />),
        hidden('internsAssigned/:id', 'internsAssigned'),
      ],
    },
    {
      key: 'content',
      sections: [
        s('articles', 'articles', <NotificationOutlined />),
        s('banner', 'banner', <PictureOutlined />),
        s('resources', 'resources', <FolderOpenOutlined />),
        s('documents', 'documents', <FileTextOutlined />),
      ],
    },
    {
      key: 'catalogues',
      sections: [
        s('skills-category', 'skillsCategory', <TagsOutlined />),
        s('sub-categories', 'subCategories', <AppstoreOutlined />),
        s('tags', 'tags', <TagsOutlined />),
        s('municipalities', 'municipalities', <AppstoreOutlined />),
        s('institutions', 'institutions', <BankOutlined />),
        s('businessTypes', 'businessTypes', <BankOutlined />),
        s('ethnicities', 'ethnicities', <AppstoreOutlined />),
        s('healthConditions', 'healthConditions', <AppstoreOutlined />),
        s('hearAbout', 'hearAbout', <AppstoreOutlined />),
      ],
    },
  ],
  business: [
    {
      key: 'organisation',
      sections: [s('', 'profile', <BankOutlined />), s('payment', 'payment', <CreditCardOutlined />)],
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
        s('guideDocuments', 'guideDocuments', <BookOutlined />),
        s('documents', 'documents', <FileTextOutlined />),
      ],
    },
  ],
  mentor: [
    { key: 'account', sections: [s('', 'profile', <IdcardOutlined />)] },
    {
      key: 'mentoring',
      sections: [
        s('myinterns', 'myinterns', <TeamOutlined />),
        s('mentorshipMeetings', 'mentorshipMeetings', <CalendarOutlined />),
        s('report', 'report', <AuditOutlined />),
        hidden('mentorshipDetail/:id', 'mentorshipDetail'),
      ],
    },
    { key: 'documents', sections: [s('facilitationGuides', 'facilitationGuides', <BookOutlined />)] },
  ],
};

export const sectionsOf = (role: DashboardRole) => DASHBOARD[role].flatMap((g) => g.sections);
