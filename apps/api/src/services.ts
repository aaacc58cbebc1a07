import type { AppConfig } from './config.ts';
import type { Database } from './platform/db/client.ts';
import type { TokenService } from './platform/auth/tokens.ts';
import type { SessionLookup } from './platform/auth/guard.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { InvalidationBus } from './platform/cache/invalidation.ts';
import { createContentVersion, type ContentVersion } from './platform/cache/content-version.ts';
import type { BlobStorage } from './platform/files/storage.ts';
import type { BlobRemoval } from './platform/files/blob-removal.ts';
import { createFilesService, type FilesService } from './platform/files/files.service.ts';
import { createAccountsService, type AccountsService } from './modules/accounts/accounts.service.ts';
import { createProfilesService, type ProfilesService } from './modules/accounts/profiles.service.ts';
import { findSessionState } from './modules/accounts/accounts.repo.ts';
import { createCvService, type CvService } from './modules/cv/cv.service.ts';
import { createPeopleService, type PeopleService } from './modules/people/people.service.ts';
import { createPrivacyService, type PrivacyService } from './modules/privacy/privacy.service.ts';
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
import {
  createPublicMentorService,
  type PublicMentorService,
} from './modules/public-mentors/public-mentors.service.ts';

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
  profiles: ProfilesService;
  /** The intern's CV: GET/PUT interns/:id, photo, PDF. */
  cv: CvService;
  /** Organisation and mentor profiles, admin lists and account controls. */
  people: PeopleService;
  /** Deleting one's account (anonymised facts kept) and "download my data". */
  privacy: PrivacyService;
  sessionLookup: SessionLookup;
  files: FilesService;
  contact: ContactService;
  resources: ResourceService;
  articles: ArticleService;
  banners: BannerService;
  facilitationGuides: ReturnType<typeof createFacilitationGuideService>;
  documents: ReturnType<typeof createDocumentService>;
  publicMentors: PublicMentorService;
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
}

export function createServices({
  config,
  database,
  mailer,
  tokens,
  bus,
  storage,
  blobRemoval,
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
  const cv = createCvService({ db, files, catalogues, accounts, now: () => tokens.now() });
  /** Public content areas' cache versions (one per area), closed with the services. */
  const versions: ContentVersion[] = [];
  const contentVersion = (topic: string) => {
    const v = createContentVersion(bus, topic);
    versions.push(v);
    return v;
  };
  return {
    catalogues,
    catalogueCache,
    accounts,
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
    }),
    privacy: createPrivacyService({ db, files, storage, now: () => tokens.now() }),
    sessionLookup: (id) => findSessionState(db, id),
    files,
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
    banners: createBannerService({
      db,
      repo: createBannerRepo(db),
      files,
      version: contentVersion('banners'),
    }),
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
