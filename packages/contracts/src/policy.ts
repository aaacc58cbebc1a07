import type { TAccountType, TRole } from './common.ts';

/**
 * Who may do what: ONE table, read by the API (route guards and `assertCan` in services) and by the web app
 * (which menus, pages and buttons a role sees). Add a subject here before adding its routes.
 *
 * A grant is one of:
 * - `public`: anyone, without a session;
 * - `signedIn`: anyone with a session, whatever the role;
 * - `owner`: the account the record belongs to (the area says what "belongs" means: see `TOwned`);
 * - a role: every account with that role.
 */
export type TGrant = 'public' | 'signedIn' | 'owner' | TRole;

export const POLICY = {
  /** The reference catalogues (skills, municipalities, ...): read by every form, written by admins. */
  catalogue: {
    list: ['public'],
    read: ['public'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /**
   * An intern's profile and CV. Full reads (also the CV PDF) include sensitive personal data: the person and
   * admins only. The person and admins save the CV and photo; only admins set `updateRequired`.
   */
  intern: {
    /** The admin list (`GET /interns`), without sensitive data. */
    list: ['admin'],
    readFull: ['owner', 'admin'],
    /**
     * The organisation's view of the CV (no birth date, ethnicity, health): organisations, and of them only one the
     * intern applied to or that invited them (the service checks the applications).
     */
    readAsHost: ['business'],
    /** The same view for the intern's mentors (current or past: the service checks the mentorships). */
    readAsMentor: ['mentor'],
    update: ['owner', 'admin'],
    setUpdateRequired: ['admin'],
    /** Activate or deactivate the account (`PUT /interns/:id/active`). */
    setActive: ['admin'],
    /** Delete the account for good (`DELETE /interns/:id`): the intern, and admins. */
    delete: ['owner', 'admin'],
  },
  /**
   * A mentor's profile: the mentor and admins read and edit it (photo and CV file too); admins list mentors,
   * approve them and activate or deactivate their accounts.
   */
  mentor: {
    list: ['admin'],
    readFull: ['owner', 'admin'],
    update: ['owner', 'admin'],
    approve: ['admin'],
    setActive: ['admin'],
    /** Delete the account for good (`DELETE /mentors/:id`). */
    delete: ['owner', 'admin'],
  },
  /**
   * An organisation: its own record and admins in full; anyone signed in sees the public fields. The owner and
   * admins edit it (logo too); only admins change the entity type, registration number and legal name
   * (`changeIdentity`), which the owner asks for by e-mail (`requestChange`).
   */
  business: {
    list: ['admin'],
    readFull: ['owner', 'admin'],
    readPublic: ['signedIn'],
    update: ['owner', 'admin'],
    changeIdentity: ['admin'],
    requestChange: ['owner'],
    /** Verify or reject the organisation (issue 22 §3: `PUT /businesses/:id/verification`, the queue). */
    verify: ['admin'],
    setActive: ['admin'],
    /** Delete the account for good (`DELETE /businesses/:id`; an admin's own account too). */
    delete: ['owner', 'admin'],
  },
  /** Administrator accounts: listed (`GET businesses?queryForAdmins=true`), created and (de)activated by admins. */
  adminAccount: { list: ['admin'], create: ['admin'], setActive: ['admin'], delete: ['admin'] },
  /**
   * Guardian consent of an intern aged 16 or 17 (issue 22 §2; contracts/guardian.ts). The guardian's details are a
   * third party's data: the intern and admins read them, never organisations or mentors. The intern (or an admin
   * helping them) names the guardian and resends the link; the guardian answers on a public page with the e-mailed
   * link (the token is the permission).
   */
  guardianConsent: {
    read: ['owner', 'admin'],
    update: ['owner', 'admin'],
    resend: ['owner', 'admin'],
    decide: ['public'],
  },
  /** The person's own data: "download my data" (`GET /me/export`), for every role. */
  myData: { export: ['signedIn'] },
  /**
   * Uploaded files. Anyone signed in uploads (owning what they upload); files of a public kind (FILE_KINDS) are
   * read by anyone (`readPublic`), the others by their owner and admins (`read`; later areas add parties such
   * as the organisations an intern applied to). The service decides per record which row applies.
   */
  file: {
    upload: ['signedIn'],
    readPublic: ['public'],
    readSignedIn: ['signedIn'],
    read: ['owner', 'admin'],
    delete: ['owner', 'admin'],
  },
  /**
   * The resource library: anyone browses the list (without links and files); opening a resource needs a
   * session ("viewing a resource requires sign-in"); admins write.
   */
  resource: {
    list: ['public'],
    read: ['signedIn'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /** Facilitation guides (files for mentors): mentors and admins read them (and their files); admins write. */
  facilitationGuide: {
    list: ['mentor', 'admin'],
    read: ['mentor', 'admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /** Documents (files for organisations, some marked as guides): organisations, mentors and admins read; admins write. */
  document: {
    list: ['business', 'mentor', 'admin'],
    read: ['business', 'mentor', 'admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /** The mentors shown on the public mentorship page: anyone reads; admins write. */
  publicMentor: {
    list: ['public'],
    read: ['public'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /** Articles (news, stories, events, announcements): anyone reads them; admins write. */
  article: {
    list: ['public'],
    read: ['public'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /**
   * The home page's slider banners: anyone lists and reads the active ones; admins also see inactive ones
   * (`seeInactive`) and write.
   */
  banner: {
    list: ['public'],
    read: ['public'],
    seeInactive: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  /**
   * Internship postings and trainings (contracts/opportunities.ts). Anyone lists and reads those open for
   * recruitment; organisations post as themselves and admins for any organisation; `owner` is the posting's
   * organisation. `seeClosed`: postings whose recruitment has closed (the owner and admins). Matched interns
   * (`matches`) are for the owner and admins; an intern's matched postings (`internMatches`, owner = the intern)
   * for the intern and admins.
   */
  opportunity: {
    list: ['public'],
    read: ['public'],
    seeClosed: ['owner', 'admin'],
    create: ['business', 'admin'],
    update: ['owner', 'admin'],
    delete: ['owner', 'admin'],
    matches: ['owner', 'admin'],
    internMatches: ['owner', 'admin'],
  },
  /**
   * Applications (contracts/applications.ts). Interns apply; `owner` is either party (the intern, or the
   * posting's organisation); the state machine decides each change by party. Organisations invite to their own
   * postings and mark favourites; admins validate and see everything. Reading an application also opens the
   * intern's CV (`presentInternForOrganisation`) and the uploaded files to that organisation.
   */
  application: {
    create: ['intern'],
    list: ['intern', 'business', 'admin'],
    read: ['owner', 'admin'],
    transition: ['owner', 'admin'],
    favourite: ['owner', 'admin'],
    invite: ['business', 'admin'],
    uploadContract: ['owner', 'admin'],
    validationList: ['admin'],
    finished: ['owner', 'admin'],
  },
  /** Cancellations: either party of an engagement (`owner`) or an admin cancels; parties list their own. */
  cancellation: {
    create: ['owner', 'admin'],
    list: ['intern', 'business', 'admin'],
  },
  /**
   * Red flags: interns report their host, organisations their interns, mentors either; a reporter lists only
   * their own reports (without the admins' fields); admins list, work and see the flagged organisations.
   */
  redFlag: {
    create: ['intern', 'business', 'mentor'],
    list: ['intern', 'business', 'mentor', 'admin'],
    update: ['admin'],
    listOrganisations: ['admin'],
  },
  /**
   * Mentorships: an intern asks for a mentor; the assigned mentor answers (accept, decline); the mentor or an admin
   * ends it; admins assign and reassign and see the waiting list. "Owner" is either party (the intern or the mentor);
   * both add files and links; only the uploader (or an admin) deletes one (the service checks).
   */
  mentorship: {
    request: ['intern'],
    list: ['intern', 'mentor', 'admin'],
    read: ['owner', 'admin'],
    answer: ['mentor'],
    end: ['mentor', 'admin'],
    assign: ['admin'],
    waitingList: ['intern', 'admin'],
    /** Issue 17: a mentor sees the waiting interns sharing a language and invites one; the intern answers. */
    waitingInterns: ['mentor'],
    invite: ['mentor'],
    answerInvite: ['intern'],
    addFile: ['owner', 'admin'],
    deleteFile: ['owner', 'admin'],
    addLink: ['owner', 'admin'],
    deleteLink: ['owner', 'admin'],
  },
  /** Meetings: the mentor plans them for their interns; attendees read them; admins everything. */
  meeting: {
    list: ['intern', 'mentor', 'admin'],
    read: ['owner', 'admin'],
    create: ['mentor', 'admin'],
    update: ['owner', 'admin'],
    cancel: ['owner', 'admin'],
    delete: ['owner', 'admin'],
  },
  /** Survey question sets (the builder): admins only; respondents get their set with their due survey. */
  question: {
    list: ['admin'],
    write: ['admin'],
  },
  /**
   * Due surveys and their answers: each respondent (owner: the intern, organisation or mentor it is due to) lists,
   * reads, saves progress and answers their own; admins list all, see statistics, compare and export.
   */
  survey: {
    list: ['intern', 'business', 'mentor', 'admin'],
    read: ['owner', 'admin'],
    answer: ['owner'],
    statistics: ['admin'],
    export: ['admin'],
  },
  /**
   * Statistics, reports and exports (contracts/reports.ts): admins only, except the home page's rounded counts.
   * `exportLog`: the log of unsuppressed exports; `exportJob`: a large export's progress and file (the admin who
   * asked, checked by the service).
   */
  report: {
    counts: ['admin'],
    homeCounts: ['public'],
    read: ['admin'],
    export: ['admin'],
    exportLog: ['admin'],
    exportJob: ['admin'],
  },
  /**
   * Certificates (issue 20): an intern lists their own; the holder (owner) and admins download the PDF and the
   * credential (anyone else's id answers 404, checked by the service, so ids cannot be probed); anyone verifies a
   * code and reads the issuer's key and the status lists; admins list, revoke and reissue.
   */
  certificate: {
    listMine: ['intern'],
    download: ['owner', 'admin'],
    verify: ['public'],
    list: ['admin'],
    revoke: ['admin'],
    reissue: ['admin'],
  },
  /** Messages from the home page's contact form: anyone sends one; admins read and delete them. */
  contactMessage: {
    create: ['public'],
    list: ['admin'],
    delete: ['admin'],
  },
  /**
   * Stipends (contracts/stipends.ts): an intern lists their own month lines, an organisation its interns' and
   * confirms their attendance (`owner`: the line's organisation), admins everything: rates, payment runs (build,
   * export, mark paid) and the change log.
   */
  stipend: {
    list: ['intern', 'business', 'admin'],
    confirm: ['owner', 'admin'],
    rates: ['admin'],
    pay: ['admin'],
    audit: ['admin'],
  },
  /** The intern's bank account for stipends: the intern reads and writes their own; admins see it in payments. */
  bankAccount: {
    read: ['intern'],
    update: ['intern'],
  },
} as const satisfies Record<string, Record<string, readonly TGrant[]>>;

export type TPolicy = typeof POLICY;
export type TSubject = keyof TPolicy;
export type TAction<S extends TSubject> = keyof TPolicy[S] & string;

/** Who is asking, as far as the policy needs to know. */
export interface TPolicyActor {
  id: string;
  role: TRole;
  accountType: TAccountType;
}

/** The record a rule is asked about: whose it is (for `owner`). */
export interface TOwned {
  ownerId: string;
  /** Ids are unique across account types, but the type makes an intern id never pass as a mentor's. */
  ownerType?: TAccountType;
}

export function grantsOf<S extends TSubject>(subject: S, action: TAction<S>): readonly TGrant[] {
  return (POLICY[subject] as Record<string, readonly TGrant[]>)[action] ?? [];
}

function owns(actor: TPolicyActor, record: TOwned | undefined): boolean {
  return (
    record !== undefined &&
    actor.id === record.ownerId &&
    (record.ownerType === undefined || record.ownerType === actor.accountType)
  );
}

/** May `actor` (null: a visitor) do `action` on `subject`, or on that one `record` of it? */
export function can<S extends TSubject>(
  actor: TPolicyActor | null,
  action: TAction<S>,
  subject: S,
  record?: TOwned,
): boolean {
  return grantsOf(subject, action).some((grant) => {
    if (grant === 'public') return true;
    if (!actor) return false;
    if (grant === 'signedIn') return true;
    if (grant === 'owner') return owns(actor, record);
    return actor.role === grant;
  });
}

/**
 * For screens: may a user with `role` do `action` on `subject` at all (on their own records, where the rule
 * is `owner`)? Visitors pass `null`.
 */
export function roleMay<S extends TSubject>(role: TRole | null, action: TAction<S>, subject: S): boolean {
  return grantsOf(subject, action).some(
    (grant) =>
      grant === 'public' || (role !== null && (grant === 'signedIn' || grant === 'owner' || grant === role)),
  );
}

/**
 * What a route guard can check before it knows the record: `public` (no session needed), or the roles that
 * may possibly pass (`any` when `signedIn`/`owner` lets every role through to the service's own check).
 */
export function routeAccess<S extends TSubject>(
  subject: S,
  action: TAction<S>,
): { kind: 'public' } | { kind: 'roles'; roles: TRole[] } | { kind: 'any' } {
  const grants = grantsOf(subject, action);
  if (grants.includes('public')) return { kind: 'public' };
  if (grants.includes('signedIn') || grants.includes('owner')) return { kind: 'any' };
  const roles = grants.filter((g): g is TRole => g !== 'public' && g !== 'signedIn' && g !== 'owner');
  return { kind: 'roles', roles };
}
