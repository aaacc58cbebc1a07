import {
  ZInternCv,
  ZInternForOrganisation,
  type TInternCv,
  type TInternForOrganisation,
} from '@praktika/contracts/cv';
import type { TCatalogueRef } from '@praktika/contracts/accounts';
import { AGE_MIN, ageOn } from '@praktika/contracts/auth';
import { presentFile } from '../../platform/files/files.service.ts';
import { presentIntern } from '../accounts/accounts.public.ts';
import type { CvRecord } from './cv.repo.ts';

/** Adults are 18; the programme takes 16-24, so 16 and 17 year olds are minors (labour law limits their hours). */
export const ADULT_AGE = 18;

/**
 * The intern's whole CV (the person and admins): the profile as `GET /interns/:id` showed it, plus the rows in
 * the order the intern gave, and the photo and CV file.
 */
export function presentInternCv(record: CvRecord): TInternCv {
  const ref = (id: string | null): TCatalogueRef | null => (id && record.catalogue.get(id)) || null;
  const missing = (id: string): TCatalogueRef => ({ _id: id, sqName: '', srName: '', enName: '' });
  return ZInternCv.parse({
    ...presentIntern(record.profile),
    otherEngagements: record.profile.row.otherEngagements,
    education: record.education.map((e) => ({
      _id: e.id,
      country: ref(e.countryId) ?? missing(e.countryId),
      municipality: ref(e.municipalityId),
      type: e.type,
      institution: ref(e.institutionId),
      otherInstitution: e.otherInstitution,
      fieldOfStudy: e.fieldOfStudy,
      currentlyStudying: e.currentlyStudying,
      startDate: e.startDate,
      endDate: e.endDate,
    })),
    experience: record.experience.map((e) => ({
      _id: e.id,
      type: e.type,
      title: e.title,
      company: e.company,
      currentlyWorking: e.currentlyWorking,
      startDate: e.startDate,
      endDate: e.endDate,
      description: e.description,
      location: e.location,
    })),
    languages: record.languages.map((l) => ({
      language: l.language,
      speakingLevel: l.speakingLevel,
      writingLevel: l.writingLevel,
    })),
    photo: record.photo ? presentFile(record.photo) : null,
    cvFile: record.cvFile ? presentFile(record.cvFile) : null,
  } satisfies TInternCv);
}

/**
 * What an organisation sees of an applicant's CV (applications arrive with issue 9): no birth date, ethnicity,
 * health conditions, address, how they heard of the programme or account flags; instead the age in whole years
 * and `minor` for 16 and 17 year olds. Built field by field and parsed through its own schema, so nothing else
 * can slip through.
 */
export function presentInternForOrganisation(
  cv: TInternCv,
  today: Date = new Date(),
): TInternForOrganisation {
  const age = ageOn(cv.birthdate, today);
  return ZInternForOrganisation.parse({
    _id: cv._id,
    email: cv.email,
    internName: cv.internName,
    internLastName: cv.internLastName,
    name: cv.name,
    lastName: cv.lastName,
    gender: cv.gender,
    age,
    minor: age >= AGE_MIN && age < ADULT_AGE,
    municipality: cv.municipality,
    phoneNumber: cv.phoneNumber,
    availability: cv.availability,
    categories: cv.categories,
    skills: cv.skills,
    otherEngagements: cv.otherEngagements,
    education: cv.education,
    experience: cv.experience,
    languages: cv.languages,
    photo: cv.photo,
    cvFile: cv.cvFile,
  } satisfies TInternForOrganisation);
}
