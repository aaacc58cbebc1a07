import { describe, expect, it } from 'vitest';
import {
  MENTOR_MAX_INTERNS,
  meetingsDue,
  pickMentor,
  rankMentors,
  type TAssignmentCandidate,
  type TAssignmentRequest,
} from './mentoring.ts';

/** A small seeded PRNG (mulberry32): the same cases on every run, different ones per seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    bool: (p = 0.5) => next() < p,
    some: <T>(items: readonly T[], p = 0.4) => items.filter(() => next() < p),
  };
}

const LANGS = ['sq', 'sr', 'en', 'de'];
const ref = (id: string) => ({ _id: id, sqName: id, srName: id, enName: id });
const CATS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
const SKILLS = ['s1', 's2', 's3', 's4', 's5', 's6'];
const MUNIS = ['m1', 'm2', 'm3'];

function randomMentor(r: ReturnType<typeof prng>, i: number): TAssignmentCandidate {
  return {
    id: `mentor-${String(i).padStart(3, '0')}`,
    approved: r.bool(0.8),
    active: r.bool(0.9),
    available: r.bool(0.85),
    load: r.int(MENTOR_MAX_INTERNS + 2),
    languages: r.some(LANGS),
    municipalityId: r.bool(0.9) ? MUNIS[r.int(MUNIS.length)]! : null,
    categories: r.some(CATS).map(ref),
    skills: r.some(SKILLS).map(ref),
  };
}

function randomRequest(r: ReturnType<typeof prng>, mentors: TAssignmentCandidate[]): TAssignmentRequest {
  const languages = r.some(LANGS, 0.5);
  return {
    languages: languages.length ? languages : [LANGS[r.int(LANGS.length)]!],
    municipalityId: MUNIS[r.int(MUNIS.length)]!,
    categoryIds: r.some(CATS),
    skillIds: r.some(SKILLS),
    excludeMentorIds: r.some(
      mentors.map((m) => m.id),
      0.15,
    ),
  };
}

describe('pickMentor (property: a few thousand random cases)', () => {
  it('never picks a full, unapproved, inactive, unavailable or excluded mentor, nor one without a shared language', () => {
    let picked = 0;
    const broken: string[] = [];
    for (let seed = 1; seed <= 3000; seed++) {
      const r = prng(seed);
      const mentors = Array.from({ length: 1 + r.int(12) }, (_, i) => randomMentor(r, i));
      const req = randomRequest(r, mentors);
      const result = pickMentor(mentors, req);
      const eligible = mentors.filter(
        (m) =>
          m.approved &&
          m.active &&
          m.available &&
          m.load < MENTOR_MAX_INTERNS &&
          !req.excludeMentorIds!.includes(m.id) &&
          m.languages.some((l) => req.languages.includes(l)),
      );
      if (!result) {
        if (eligible.length) broken.push(`${seed}: nobody picked among ${eligible.length} eligible`);
        continue;
      }
      picked += 1;
      const m = mentors.find((x) => x.id === result.id)!;
      if (!(m.approved && m.active && m.available)) broken.push(`${seed}: not approved/active/available`);
      if (m.load >= MENTOR_MAX_INTERNS) broken.push(`${seed}: full`);
      if (req.excludeMentorIds!.includes(m.id)) broken.push(`${seed}: excluded`);
      if (!m.languages.some((l) => req.languages.includes(l))) broken.push(`${seed}: no shared language`);
      if (!result.match.reasons.languages.length) broken.push(`${seed}: no language reason`);
      // Among the equally good (within the band of the best), no one has fewer interns.
      const ranked = rankMentors(mentors, req);
      const good = ranked.filter((x) => x.score >= ranked[0]!.score - 10);
      if (Math.min(...good.map((x) => x.reasons.load)) !== m.load)
        broken.push(`${seed}: not the lowest load`);
    }
    expect(broken).toEqual([]);
    // The generator must exercise both branches.
    expect(picked).toBeGreaterThan(1000);
  }, 60_000);

  it('assigning many requests one after another never exceeds the cap, and equally good mentors stay within one', () => {
    const broken: string[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const r = prng(seed * 7919);
      const n = 2 + r.int(8);
      const municipality = MUNIS[r.int(MUNIS.length)]!;
      // Equally good: the same fields, skills and municipality; random languages that all include sq.
      const mentors: TAssignmentCandidate[] = Array.from({ length: n }, (_, i) => ({
        id: `m${i}`,
        approved: true,
        active: true,
        available: true,
        load: 0,
        languages: ['sq', ...r.some(LANGS.slice(1))],
        municipalityId: municipality,
        categories: [ref('c1')],
        skills: [ref('s1')],
      }));
      const requests = r.int(n * MENTOR_MAX_INTERNS + 5);
      let assigned = 0;
      for (let k = 0; k < requests; k++) {
        const pick = pickMentor(mentors, {
          languages: ['sq'],
          municipalityId: MUNIS[r.int(MUNIS.length)]!,
          categoryIds: ['c1'],
          skillIds: ['s1'],
        });
        if (!pick) {
          if (!mentors.every((m) => m.load === MENTOR_MAX_INTERNS))
            broken.push(`${seed}: refused with spots`);
          continue;
        }
        mentors.find((m) => m.id === pick.id)!.load += 1;
        assigned += 1;
        const loads = mentors.map((m) => m.load);
        if (Math.max(...loads) - Math.min(...loads) > 1) broken.push(`${seed}: loads ${loads.join(',')}`);
        if (Math.max(...loads) > MENTOR_MAX_INTERNS) broken.push(`${seed}: over the cap`);
      }
      if (assigned !== Math.min(requests, n * MENTOR_MAX_INTERNS))
        broken.push(`${seed}: assigned ${assigned}`);
    }
    expect(broken).toEqual([]);
  }, 60_000);
});

describe('rankMentors and pickMentor by hand', () => {
  const base: TAssignmentCandidate = {
    id: 'a',
    approved: true,
    active: true,
    available: true,
    load: 0,
    languages: ['sq'],
    municipalityId: 'm1',
    categories: [],
    skills: [],
  };
  const req: TAssignmentRequest = {
    languages: ['sq'],
    municipalityId: 'm1',
    categoryIds: ['c1', 'c2'],
    skillIds: ['s1'],
  };

  it('scores shared fields ×10 and skills ×8 with the reasons; municipality breaks ties', () => {
    const ranked = rankMentors(
      [
        { ...base, id: 'low', municipalityId: 'm2', categories: [ref('c1')] },
        { ...base, id: 'top', categories: [ref('c1'), ref('c2')], skills: [ref('s1'), ref('s9')] },
        { ...base, id: 'tie', categories: [ref('c1')] },
      ],
      req,
    );
    expect(ranked.map((r) => [r.id, r.score])).toEqual([
      ['top', 28],
      ['tie', 10],
      ['low', 10],
    ]);
    expect(ranked[0]!.reasons).toMatchObject({
      categories: [ref('c1'), ref('c2')],
      skills: [ref('s1')],
      municipality: true,
      languages: ['sq'],
    });
    expect(ranked[2]!.reasons.municipality).toBe(false);
  });

  it('spreads the load within the band (spreadLoad), never below it', () => {
    const busyBest = { ...base, id: 'best', load: 3, categories: [ref('c1'), ref('c2')] };
    const closeFree = { ...base, id: 'close', load: 0, categories: [ref('c1')] };
    const farFree = { ...base, id: 'far', load: 0 };
    const pick = pickMentor([busyBest, closeFree, farFree], req)!;
    expect(pick.id).toBe('close');
    expect(pick.match.reasons.spreadLoad).toBe(true);
    expect(pick.match.reasons.load).toBe(0);
    // Outside the band (20 points behind) the lower load does not win.
    const only = pickMentor([busyBest, farFree], req)!;
    expect(only.id).toBe('best');
    expect(only.match.reasons.spreadLoad).toBe(false);
  });

  it('meetingsDue spreads the planned meetings over the internship, capped at the minimum', () => {
    expect(meetingsDue(null, '2027-01-01', '2026-12-01')).toBe(0);
    expect(meetingsDue('2027-01-01', '2027-05-01', '2027-01-01')).toBe(0);
    expect(meetingsDue('2027-01-01', '2027-01-31', '2027-01-16')).toBe(2);
    expect(meetingsDue('2027-01-01', '2027-01-31', '2027-03-01')).toBe(3);
  });
});
