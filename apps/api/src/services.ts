import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './platform/db/client.ts';
import type { TokenService } from './platform/auth/tokens.ts';
import type { SessionLookup } from './platform/auth/guard.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { InvalidationBus } from './platform/cache/invalidation.ts';
import { createContentVersion, type ContentVersion } from './platform/cache/content-version.ts';
import type { BlobStorage } from './platform/files/storage.ts';
import type { BlobRemoval } from './platform/files/blob-removal.ts';
import { createOrphanSweep, ORPHAN_SWEEP_JOB, type OrphanSweep } from './platform/files/orphan-sweep.ts';
import { createFilesService, type FilesService } from './platform/files/files.service.ts';
import { createAccountsService, type AccountsService } from './modules/accounts/accounts.service.ts';
import { createProfilesService, type ProfilesService } from './modules/accounts/profiles.service.ts';
import { findSessionState } from './modules/accounts/accounts.repo.ts';
import { cachedSessionLookup } from './platform/auth/session-cache.ts';
import { createCvService, type CvService } from './modules/cv/cv.service.ts';
import { createPeopleService, type PeopleService } from './modules/people/people.service.ts';
import { createPrivacyService, type PrivacyService } from './modules/privacy/privacy.service.ts';
import { createApplicationRepo } from './modules/applications/applications.repo.ts';
import {
  createApplicationService,
  type ApplicationService,
} from './modules/applications/applications.service.ts';
import { createSafetyService, type SafetyService } from './modules/safety/safety.service.ts';
import { createMentorshipRepo } from './modules/mentoring/mentorships.repo.ts';
import { createMentorshipService, type MentorshipService } from './modules/mentoring/mentorships.service.ts';
import { createCatalogueCache, type CatalogueCache } from './modules/catalogues/catalogues.cache.ts';
import { createCatalogueRepo } from './modules/catalogues/catalogues.repo.ts';
import { createCatalogueService, type CatalogueService } from './modules/catalogues/catalogues.service.ts';
import { createContactRepo } from './modules/contact/contact.repo.ts';
import { createContactService, type ContactService } from './modules/contact/contact.service.ts';
import { CONTACT_EMAIL_FALLBACK } from './config.ts';
import { createResourceRepo } from './modules/resources/resources.repo.ts';
import { createResourceService, type ResourceService } from './modules/resources/resources.service.ts';
import { createArticleRepo } from './modules/articles/articles.repo.ts';
import { createArticleService, type ArticleService } from './modules/articles/articles.service.ts';
import { createBannerRepo } from './modules/banners/banners.repo.ts';
import { createBannerService, type BannerService } from './modules/banners/banners.service.ts';
import {
  createFileDocumentService,
  type FileDocumentServiceDeps,
} from './modules/documents/file-documents.ts';
import { DOCUMENTS, FACILITATION_GUIDES } from './modules/documents/documents.definitions.ts';
import { createPublicMentorRepo } from './modules/public-mentors/public-mentors.repo.ts';
import { createOpportunityRepo } from './modules/opportunities/opportunities.repo.ts';
import {
  createOpportunityService,
  type OpportunityService,
} from './modules/opportunities/opportunities.service.ts';
import {
  createPublicMentorService,
  type PublicMentorService,
} from './modules/public-mentors/public-mentors.service.ts';
import { MEETING_REMINDER_JOB, MENTORING_JOBS } from './modules/mentoring/mentoring.jobs.ts';
import { createMeetingRepo } from './modules/mentoring/meetings.repo.ts';
import { createMeetingService, type MeetingService } from './modules/mentoring/meetings.service.ts';
import { createSurveyStatsRepo } from './modules/surveys/surveys-stats.repo.ts';
import { createReportService, type ReportService } from './modules/reports/reports.service.ts';
import {
  createReportExportService,
  type ReportExportService,
} from './modules/reports/reports-export.service.ts';
import { REPORT_EXPORT_EXPIRY_JOB, REPORT_EXPORT_JOB, REPORTS_JOBS } from './modules/reports/reports.jobs.ts';
import { REPORTS_MAILS } from './modules/reports/reports.mail.ts';
import {
  createSurveyStatsService,
  type SurveyStatsService,
} from './modules/surveys/surveys-stats.service.ts';
import { SURVEY_REMINDER_JOB, SURVEYS_JOBS } from './modules/surveys/surveys.jobs.ts';
import { createSurveyRepo } from './modules/surveys/surveys.repo.ts';
import { createSurveyService, type SurveyService } from './modules/surveys/surveys.service.ts';
import { createMailRegistry, type MailParamsOf } from './platform/mail/define-mail.ts';
import type { RenderedMail } from './platform/mail/layout.ts';
import type { MailJob } from './platform/mail/mailer.ts';
import { ACCOUNTS_MAILS } from './modules/accounts/accounts.mail.ts';
import { GUARDIAN_MAILS } from './modules/accounts/guardian.mail.ts';
import { createGuardianService, type GuardianService } from './modules/accounts/guardian.service.ts';
import { PEOPLE_MAILS } from './modules/people/people.mail.ts';
import { CONTACT_MAILS } from './modules/contact/contact.mail.ts';
import { APPLICATIONS_MAILS } from './modules/applications/applications.mail.ts';
import { SAFETY_MAILS } from './modules/safety/safety.mail.ts';
import { SAFETY_JOBS } from './modules/safety/safety.jobs.ts';
import { MENTORING_MAILS } from './modules/mentoring/mentoring.mail.ts';
import { SURVEYS_MAILS } from './modules/surveys/surveys.mail.ts';
import { CERTIFICATES_MAILS } from './modules/certificates/certificates.mail.ts';
import {
  createCertificateService,
  type CertificateService,
} from './modules/certificates/certificates.service.ts';
import { resolveCertificateKey } from './platform/secrets.ts';
import { STIPENDS_MAILS } from './modules/stipends/stipends.mail.ts';
import { STIPENDS_JOBS } from './modules/stipends/stipends.jobs.ts';
import { createStipendService, type StipendService } from './modules/stipends/stipends.service.ts';
import type { JobDefinition, Jobs } from './platform/jobs/jobs.ts';

/** The narrow interfaces one module may take from another (type-only; eslint-rules/api-boundaries.js). */
export type {
  AccountsService,
  ApplicationService,
  CatalogueService,
  CertificateService,
  CvService,
  GuardianService,
  SafetyService,
  StipendService,
};
export type { CatalogueReference } from './modules/catalogues/catalogues.service.ts';

/** Every e-mail the app sends: the areas' lists (`modules/<area>/<area>.mail.ts`). */
export const MAILS = [
  ...ACCOUNTS_MAILS,
  ...GUARDIAN_MAILS,
  ...PEOPLE_MAILS,
  ...CONTACT_MAILS,
  ...APPLICATIONS_MAILS,
  ...SAFETY_MAILS,
  ...MENTORING_MAILS,
  ...SURVEYS_MAILS,
  ...REPORTS_MAILS,
  ...CERTIFICATES_MAILS,
  ...STIPENDS_MAILS,
] as const;
export const mailRegistry = createMailRegistry(MAILS);
export type MailName = (typeof MAILS)[number]['name'];
/** The params of the mail named `N`. */
export type MailParamsByName<N extends MailName> = MailParamsOf<Extract<(typeof MAILS)[number], { name: N }>>;
/** A queued job rendered as it will be sent (tests). */
export const renderMail = (job: Pick<MailJob, 'template' | 'language' | 'params'>): RenderedMail =>
  mailRegistry.render(job);

/**
 * The areas' queues (`modules/<area>/<area>.jobs.ts`) and the platform's scheduled ones; app.ts opens, starts and
 * stops them as one list.
 */
export const JOBS: readonly JobDefinition<object, Services>[] = [
  ...MENTORING_JOBS,
  ...SURVEYS_JOBS,
  ...REPORTS_JOBS,
  ...STIPENDS_JOBS,
  ...SAFETY_JOBS,
  ORPHAN_SWEEP_JOB,
];

/**
 * The composition root: every service is built here, once, from the platform's parts, and handed to the routes
 * (`app.services`) and to tests (which take them from the app instead of building their own).
 * A new area adds its repo and service here.
 */
export interface Services {
  catalogues: CatalogueService;
  /** Shared by every catalogue service instance of this app (tests build variants on it). */
  catalogueCache: CatalogueCache;
  accounts: AccountsService;
  /** Guardian consent of interns aged 16 and 17 (issue 22 §2): the intern's page, the guardian's link. */
  guardians: GuardianService;
  profiles: ProfilesService;
  /** The intern's CV: GET/PUT interns/:id, photo, PDF. */
  cv: CvService;
  /** Organisation and mentor profiles, admin lists and account controls. */
  people: PeopleService;
  /** Deleting one's account (anonymised facts kept) and "download my data". */
  privacy: PrivacyService;
  sessionLookup: SessionLookup;
  files: FilesService;
  /** Removes stored blobs no record references (a crash between storing and recording); a daily job runs it. */
  orphanBlobs: OrphanSweep;
  contact: ContactService;
  resources: ResourceService;
  articles: ArticleService;
  banners: BannerService;
  facilitationGuides: ReturnType<typeof createFacilitationGuideService>;
  documents: ReturnType<typeof createDocumentService>;
  publicMentors: PublicMentorService;
  /** Internship postings and trainings: lists, matching; `getForUpdate`, `bumpOpportunities` for applications. */
  opportunities: OpportunityService;
  /** Applications: apply, invite, the state machine, lists, the contract. */
  applications: ApplicationService;
  /** Cancellations and red flags. */
  safety: SafetyService;
  /** Mentorships: requests, fair assignment, the waiting list, admin assign, files and links. */
  mentorships: MentorshipService;
  /** Mentors' meetings: invites, changes, cancellations, reminders (`remind` runs a reminder job). */
  meetings: MeetingService;
  /** Surveys: question sets and versions, due surveys (created by the applications' and mentorships' hooks), answers. */
  surveys: SurveyService;
  /** Survey statistics, texts, the pre/post comparison and the answers' export (admins). */
  surveyStats: SurveyStatsService;
  /** Statistics: the six counts, the reports and their exports (admins; the home's rounded counts public). */
  reports: ReportService;
  /**
   * The reports' files, the applications list (a job above the threshold), the export jobs and the log of exact
   * exports (admins). Its routes read it per request, so a test may put a variant here (e.g. a lower threshold).
   */
  reportExports: ReportExportService;
  /** Certificates: issued on completion (the applications' hook), PDF, credential, verification, revocation. */
  certificates: CertificateService;
  /** Stipends: month lines, attendance, rates, payment runs, bank accounts, reminders, the change log. */
  stipends: StipendService;
  /** Stops what the services hold (cache subscriptions). */
  close(): void;
}

const createFacilitationGuideService = (deps: FileDocumentServiceDeps) =>
  createFileDocumentService(FACILITATION_GUIDES, deps);
const createDocumentService = (deps: FileDocumentServiceDeps) => createFileDocumentService(DOCUMENTS, deps);

export interface ServiceParts {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  tokens: TokenService;
  bus: InvalidationBus;
  storage: BlobStorage;
  blobRemoval: Pick<BlobRemoval, 'enqueue'>;
  /** The areas' queues (`JOBS`): services send to their own, e.g. meeting and survey reminders. */
  jobs: Pick<Jobs<Services>, 'queue'>;
  /** For what background work reports (the orphan sweep's count). */
  log: FastifyBaseLogger;
}

export function createServices({
  config,
  database,
  mailer,
  tokens,
  bus,
  storage,
  blobRemoval,
  jobs,
  log,
}: ServiceParts): Services {
  const db = database.db;
  const catalogueCache = createCatalogueCache(db, bus);
  const catalogues = createCatalogueService({ db, repo: createCatalogueRepo(db), cache: catalogueCache });
  const accounts = createAccountsService({
    db,
    mailer,
    tokens,
    publicUrl: config.publicUrl,
    now: () => tokens.now(),
    catalogues,
  });
  const files = createFilesService({ db, storage, blobs: blobRemoval });
  const applicationRepo = createApplicationRepo(db);
  const certificates = createCertificateService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    now: () => tokens.now(),
    // server.ts resolves it at start (required in production); tests and dev: generated into DATA_DIR once.
    signingKey: () => resolveCertificateKey(config.certificateSigningKey, config.env, config.dataDir),
  });
  const surveys = createSurveyService({
    db,
    repo: createSurveyRepo(db),
    mailer,
    tokens,
    // One job per due survey, SURVEY_REMINDER_DAYS later.
    reminders: jobs.queue(SURVEY_REMINDER_JOB),
    publicUrl: config.publicUrl,
    clock: () => new Date(tokens.now()),
  });
  const mentorships = createMentorshipService({
    db,
    repo: createMentorshipRepo(db),
    // The MENTOR survey falls due when a mentorship ends (inside its transaction).
    onEnded: (tx, mentorship) => surveys.onMentorshipEnded(tx, mentorship),
    files,
    mailer,
    publicUrl: config.publicUrl,
    now: () => tokens.now(),
  });
  const cv = createCvService({
    db,
    files,
    catalogues,
    accounts,
    now: () => tokens.now(),
    // An organisation the intern applied to (or that invited them) reads its own view of the CV.
    isHostOf: (businessId, internId) => applicationRepo.hasHosted(businessId, internId, undefined),
    // The intern's mentors (current or past mentorships) read the same view.
    isMentorOf: (mentorId, internId) => mentorships.hasMentored(mentorId, internId),
  });
  /** Public content areas' cache versions (one per area), closed with the services. */
  const versions: ContentVersion[] = [];
  const contentVersion = (topic: string) => {
    const v = createContentVersion(bus, topic);
    versions.push(v);
    return v;
  };
  /** Every data write through the API (platform/cache/write-version.ts): what cached matches depend on. */
  const writes = contentVersion('writes');
  const opportunities = createOpportunityService({
    db,
    repo: createOpportunityRepo(db, { kind: database.kind }),
    catalogues,
    files,
    version: contentVersion('opportunities'),
    writes,
    clock: () => new Date(tokens.now()),
  });
  const applications = createApplicationService({
    db,
    repo: applicationRepo,
    files,
    mailer,
    publicUrl: config.publicUrl,
    now: () => tokens.now(),
    changed: () => opportunities.bumpOpportunities(),
    // Surveys fall due with an internship's steps (inside the transition's transaction).
    onStatus: async (tx, application, status) => {
      await surveys.onApplicationStatus(tx, application, status);
      // Completion issues the certificate, in the same transaction.
      await certificates.onApplicationStatus(tx, application, status);
    },
    // Completing an internship ends its mentorship (inside the transition's transaction).
    engagementEnded: (tx, internId, applicationId) =>
      mentorships.endForEngagement(tx, internId, applicationId),
  });
  const guardians = createGuardianService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    now: () => tokens.now(),
    // A refused or withdrawn consent ends the intern's open applications (inside the decision's transaction).
    endApplications: (tx, internId) => applications.endForGuardian(tx, internId),
  });
  const safety = createSafetyService({
    db,
    mailer,
    presentApplication: async (actor, id) => (await applications.get(actor, id)).application,
    // A mentor reports from one of their mentorships.
    findMentorship: (id) => mentorships.find(id),
    // Cancelling an engagement ends its mentorship (inside the cancellation's transaction).
    engagementEnded: (tx, internId, applicationId) =>
      mentorships.endForEngagement(tx, internId, applicationId),
    publicUrl: config.publicUrl,
    now: () => tokens.now(),
  });
  // The organisation an intern applied to reads the uploaded files, the photo and the CV file; both parties the contract.
  files.addPartyReader(['applicationFile', 'contract', 'photo', 'cv'], (actor, file) =>
    applications.mayReadFile(actor, file),
  );
  // Both parties of a mentorship read its files; mentors their interns' photo and CV file.
  files.addPartyReader(['mentorshipFile', 'photo', 'cv'], (actor, file) =>
    mentorships.mayReadFile(actor, file),
  );
  const reports = createReportService({ db, now: () => tokens.now() });
  const stipends = createStipendService({ db, mailer, publicUrl: config.publicUrl, now: () => tokens.now() });
  return {
    catalogues,
    catalogueCache,
    accounts,
    guardians,
    profiles: createProfilesService({ db }),
    cv,
    people: createPeopleService({
      db,
      mailer,
      files,
      catalogues,
      cv,
      publicUrl: config.publicUrl,
      now: () => tokens.now(),
      // A mentor approved, activated or made available: serve the mentoring waiting list.
      spotsOpened: () => mentorships.serveWaitingList(),
    }),
    privacy: createPrivacyService({
      db,
      files,
      storage,
      applications,
      safety,
      stipends,
      certificates,
      guardians,
      now: () => tokens.now(),
    }),
    sessionLookup: cachedSessionLookup((id) => findSessionState(db, id), { version: writes }),
    files,
    orphanBlobs: createOrphanSweep({ db, storage, log, now: () => tokens.now() }),
    contact: createContactService({
      db,
      repo: createContactRepo(db),
      mailer,
      contactEmail: config.contactEmail ?? CONTACT_EMAIL_FALLBACK,
    }),
    resources: createResourceService({
      db,
      repo: createResourceRepo(db),
      catalogues,
      files,
      version: contentVersion('resources'),
    }),
    facilitationGuides: createFacilitationGuideService({ db, files }),
    documents: createDocumentService({ db, files }),
    publicMentors: createPublicMentorService({
      db,
      repo: createPublicMentorRepo(db),
      files,
      version: contentVersion('publicMentors'),
    }),
    articles: createArticleService({
      db,
      repo: createArticleRepo(db),
      files,
      version: contentVersion('articles'),
    }),
    opportunities,
    applications,
    banners: createBannerService({
      db,
      repo: createBannerRepo(db),
      files,
      version: contentVersion('banners'),
    }),
    safety,
    mentorships,
    meetings: createMeetingService({
      db,
      repo: createMeetingRepo(db),
      mailer,
      // Delayed until before a meeting; cancelled when it changes.
      reminders: jobs.queue(MEETING_REMINDER_JOB),
      publicUrl: config.publicUrl,
      clock: () => new Date(tokens.now()),
    }),
    surveys,
    surveyStats: createSurveyStatsService({ repo: createSurveyStatsRepo(db), now: () => tokens.now() }),
    reports,
    stipends,
    reportExports: createReportExportService({
      db,
      reports,
      storage,
      mailer,
      jobs: jobs.queue(REPORT_EXPORT_JOB),
      expiries: jobs.queue(REPORT_EXPORT_EXPIRY_JOB),
      publicUrl: config.publicUrl,
      now: () => tokens.now(),
    }),
    certificates,
    close: () => {
      catalogueCache.close();
      for (const v of versions) v.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
