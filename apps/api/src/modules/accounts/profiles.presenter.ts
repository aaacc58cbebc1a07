import {
  ZBusinessProfile,
  ZBusinessPublic,
  ZInternProfile,
  ZMentorProfile,
  type TBusinessProfile,
  type TBusinessPublic,
  type TVerification,
  type TVerificationStatus,
  type TCatalogueRef,
  type TInternProfile,
  type TMentorProfile,
} from '@praktika/contracts/accounts';
import { MENTOR_MAX_INTERNS } from '@praktika/contracts/people';
import type { FileRow } from '../../db/schema/files.ts';
import { presentFile } from '../../platform/files/files.service.ts';
import type { BusinessRecord, InternRecord, MentorRecord } from './profiles.repo.ts';

/*
 * Presenters turn loaded records into the API's shapes. Each one builds its shape field by field and
 * parses it through that shape's zod schema, which drops anything not in it: the full shapes (with
 * sensitive personal data) and the public one are separate schemas, and the service picks which
 * presenter runs from the policy's answer. No account secrets (password hash, confirmation hashes,
 * session version) are ever loaded into a record in the first place.
 */

type Catalogue = Map<string, TCatalogueRef>;

const file = (rows: Map<string, FileRow>, id: string | null) => {
  const row = id ? rows.get(id) : undefined;
  return row ? presentFile(row) : null;
};

const one = (catalogue: Catalogue, id: string | null): TCatalogueRef | null =>
  (id && catalogue.get(id)) || null;

/** Linked items in a stable order (English name, then id). */
const many = (catalogue: Catalogue, ids: string[]): TCatalogueRef[] =>
  ids
    .map((id) => catalogue.get(id))
    .filter((r): r is TCatalogueRef => Boolean(r))
    .sort((a, b) => a.enName.localeCompare(b.enName, 'en') || a._id.localeCompare(b._id));

export function presentIntern({ row, links, catalogue }: InternRecord): TInternProfile {
  return ZInternProfile.parse({
    _id: row.id,
    email: row.email,
    internName: row.name,
    internLastName: row.lastName,
    name: row.name,
    lastName: row.lastName,
    birthdate: row.birthdate,
    gender: row.gender,
    municipality: one(catalogue, row.municipalityId),
    phoneNumber: row.phoneNumber,
    address: row.address,
    availability: row.availability,
    categories: many(catalogue, links.categories),
    skills: many(catalogue, links.skills),
    hearAbout: one(catalogue, row.hearAboutId),
    ethnicity: one(catalogue, row.ethnicityId),
    disabilities: many(catalogue, links.disabilities),
    updateRequired: row.updateRequired,
    updateFinished: row.updateFinished,
    active: row.active,
    internCurrentMentor: row.currentMentor
      ? {
          mentorshipId: row.currentMentor.mentorshipId,
          status: row.currentMentor.status === 'ACTIVE' ? 'ACTIVE' : 'PENDING',
          mentor: {
            _id: row.currentMentor.mentorId,
            name: row.currentMentor.name,
            lastName: row.currentMentor.surname,
          },
        }
      : null,
    emailLanguage: row.emailLanguage,
    createdAt: row.createdAt.toISOString(),
  } satisfies TInternProfile);
}

/** The organisation fields any signed-in user may see. */
export function presentBusinessPublic({ row, links, catalogue, files }: BusinessRecord): TBusinessPublic {
  return ZBusinessPublic.parse({
    _id: row.id,
    businessName: row.name,
    businessType: one(catalogue, row.typeId),
    businessCategories: many(catalogue, links.categories),
    businessCountry: one(catalogue, row.countryId),
    businessMunicipality: one(catalogue, row.municipalityId),
    businessOtherMunicipality: row.otherMunicipality,
    logo: file(files, row.logo),
    verified: row.verificationStatus === 'VERIFIED',
  } satisfies TBusinessPublic);
}

/** An organisation's verification (issue 22 §3), as its own record and the admins' list show it. */
export function presentVerification(row: {
  verificationStatus: TVerificationStatus;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
}): TVerification {
  return {
    status: row.verificationStatus,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifiedBy,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The organisation's whole record: for the organisation itself and admins. */
export function presentBusiness(record: BusinessRecord): TBusinessProfile {
  const { row, catalogue } = record;
  return ZBusinessProfile.parse({
    ...presentBusinessPublic(record),
    businessEmail: row.email,
    businessNumber: row.number,
    businessCategory: one(catalogue, row.categoryId),
    businessPhoneNumber: row.phoneNumber,
    businessContactPerson: row.contactPerson,
    businessAllowNotifications: row.allowNotifications,
    ...(row.role === 'admin' ? {} : { verification: presentVerification(row) }),
    role: row.role === 'admin' ? 'admin' : 'business',
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  } satisfies TBusinessProfile);
}

/**
 * The mentor's whole record. `interns` is the number of interns the mentor has now (current mentorships, counted by
 * the record's query).
 */
export function presentMentor(
  { row, links, catalogue, files }: MentorRecord,
  interns = row.currentInterns,
): TMentorProfile {
  return ZMentorProfile.parse({
    _id: row.id,
    email: row.email,
    mentorName: row.name,
    mentorSurname: row.surname,
    mentorMunicipality: one(catalogue, row.municipalityId),
    mentorJob: row.job,
    mentorFieldOfEducation: row.fieldOfEducation,
    mentorGender: row.gender,
    mentorSkills: many(catalogue, links.skills),
    mentorCategories: many(catalogue, links.categories),
    mentorEthnicity: one(catalogue, row.ethnicityId),
    mentorDisabilities: many(catalogue, links.disabilities),
    mentorApprovedByAdmin: row.approvedByAdmin,
    mentorApprovedAt: row.approvedAt?.toISOString() ?? null,
    available: row.available,
    mentorAvailability: row.available ? 'available' : 'unavailable',
    mentorLanguages: row.languages,
    mentorYearsOfExperience: row.yearsOfExperience,
    mentorNumberOfInterns: interns,
    mentorMaxInterns: MENTOR_MAX_INTERNS,
    photo: file(files, row.photoId),
    CV: file(files, row.cvFileId),
    emailLanguage: row.emailLanguage,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  } satisfies TMentorProfile);
}
