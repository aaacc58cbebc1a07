import { describe, expect, it } from 'vitest';
import { can, roleMay, routeAccess, type TPolicyActor } from './policy.ts';

const intern: TPolicyActor = { id: 'i1', role: 'intern', accountType: 'intern' };
const business: TPolicyActor = { id: 'b1', role: 'business', accountType: 'business' };
const mentor: TPolicyActor = { id: 'm1', role: 'mentor', accountType: 'mentor' };
const admin: TPolicyActor = { id: 'a1', role: 'admin', accountType: 'business' };

// Expected answers are written out here, not derived from POLICY: a wrong table must fail this test.
describe('policy', () => {
  it('catalogues: anyone reads, only admins write', () => {
    for (const who of [null, intern, business, mentor, admin]) {
      expect(can(who, 'list', 'catalogue')).toBe(true);
      expect(can(who, 'read', 'catalogue')).toBe(true);
    }
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(null, action, 'catalogue')).toBe(false);
      expect(can(intern, action, 'catalogue')).toBe(false);
      expect(can(business, action, 'catalogue')).toBe(false);
      expect(can(mentor, action, 'catalogue')).toBe(false);
      expect(can(admin, action, 'catalogue')).toBe(true);
    }
  });

  it('an intern profile in full: the intern and admins only', () => {
    const own = { ownerId: 'i1', ownerType: 'intern' as const };
    expect(can(intern, 'readFull', 'intern', own)).toBe(true);
    expect(can(admin, 'readFull', 'intern', own)).toBe(true);
    expect(can(business, 'readFull', 'intern', own)).toBe(false);
    expect(can(mentor, 'readFull', 'intern', own)).toBe(false);
    expect(can(null, 'readFull', 'intern', own)).toBe(false);
    expect(can({ ...intern, id: 'i2' }, 'readFull', 'intern', own)).toBe(false);
    // The same id under another account type is not the owner.
    expect(can({ ...mentor, id: 'i1' }, 'readFull', 'intern', own)).toBe(false);
    // Without a record, "owner" grants nothing.
    expect(can(intern, 'readFull', 'intern')).toBe(false);
    // The organisation's view: organisations only (the service checks the intern applied to it).
    expect(can(business, 'readAsHost', 'intern')).toBe(true);
    for (const other of [intern, mentor, admin, null]) expect(can(other, 'readAsHost', 'intern')).toBe(false);
  });

  it('an intern CV: the intern and admins save it; only admins set updateRequired', () => {
    const own = { ownerId: 'i1', ownerType: 'intern' as const };
    expect(can(intern, 'update', 'intern', own)).toBe(true);
    expect(can(admin, 'update', 'intern', own)).toBe(true);
    expect(can({ ...intern, id: 'i2' }, 'update', 'intern', own)).toBe(false);
    expect(can(business, 'update', 'intern', own)).toBe(false);
    expect(can(mentor, 'update', 'intern', own)).toBe(false);
    expect(can(null, 'update', 'intern', own)).toBe(false);
    expect(can(intern, 'setUpdateRequired', 'intern', own)).toBe(false);
    expect(can(admin, 'setUpdateRequired', 'intern', own)).toBe(true);
  });

  it('organisations: admins list; anyone signed in sees the public fields; the owner and admins the whole record', () => {
    const own = { ownerId: 'b1', ownerType: 'business' as const };
    expect(can(admin, 'list', 'business')).toBe(true);
    expect(can(business, 'list', 'business')).toBe(false);
    expect(can(admin, 'verify', 'business')).toBe(true);
    for (const who of [null, intern, business, mentor])
      expect(can(who, 'verify', 'business', own)).toBe(false);
    expect(can(intern, 'readPublic', 'business', own)).toBe(true);
    expect(can(null, 'readPublic', 'business', own)).toBe(false);
    expect(can(business, 'readFull', 'business', own)).toBe(true);
    expect(can({ ...business, id: 'b2' }, 'readFull', 'business', own)).toBe(false);
    expect(can(intern, 'readFull', 'business', own)).toBe(false);
    expect(can(admin, 'list', 'adminAccount')).toBe(true);
    expect(can(business, 'list', 'adminAccount')).toBe(false);
  });

  it('people: profiles edited by the owner and admins; lists, approval, activation and new admins by admins only', () => {
    const ownOrg = { ownerId: 'b1', ownerType: 'business' as const };
    const ownMentor = { ownerId: 'm1', ownerType: 'mentor' as const };
    expect(can(business, 'update', 'business', ownOrg)).toBe(true);
    expect(can(admin, 'update', 'business', ownOrg)).toBe(true);
    expect(can({ ...business, id: 'b2' }, 'update', 'business', ownOrg)).toBe(false);
    expect(can(mentor, 'update', 'business', ownOrg)).toBe(false);
    expect(can(business, 'changeIdentity', 'business', ownOrg)).toBe(false);
    expect(can(admin, 'changeIdentity', 'business', ownOrg)).toBe(true);
    expect(can(business, 'requestChange', 'business', ownOrg)).toBe(true);
    expect(can(admin, 'requestChange', 'business', ownOrg)).toBe(false);
    expect(can({ ...business, id: 'b2' }, 'requestChange', 'business', ownOrg)).toBe(false);
    expect(can(mentor, 'update', 'mentor', ownMentor)).toBe(true);
    expect(can(admin, 'update', 'mentor', ownMentor)).toBe(true);
    expect(can({ ...mentor, id: 'm2' }, 'update', 'mentor', ownMentor)).toBe(false);
    expect(can(intern, 'update', 'mentor', ownMentor)).toBe(false);
    for (const who of [null, intern, business, mentor]) {
      expect(can(who, 'approve', 'mentor', ownMentor)).toBe(false);
      expect(can(who, 'list', 'mentor')).toBe(false);
      expect(can(who, 'list', 'intern')).toBe(false);
      expect(can(who, 'setActive', 'intern')).toBe(false);
      expect(can(who, 'setActive', 'business', ownOrg)).toBe(false);
      expect(can(who, 'setActive', 'mentor', ownMentor)).toBe(false);
      expect(can(who, 'create', 'adminAccount')).toBe(false);
      expect(can(who, 'setActive', 'adminAccount')).toBe(false);
    }
    expect(can(admin, 'approve', 'mentor', ownMentor)).toBe(true);
    expect(can(admin, 'list', 'mentor')).toBe(true);
    expect(can(admin, 'list', 'intern')).toBe(true);
    expect(can(admin, 'setActive', 'intern')).toBe(true);
    expect(can(admin, 'setActive', 'business')).toBe(true);
    expect(can(admin, 'setActive', 'mentor')).toBe(true);
    expect(can(admin, 'create', 'adminAccount')).toBe(true);
    expect(can(admin, 'setActive', 'adminAccount')).toBe(true);
  });

  it('deleting an account: the person and admins; admin accounts by admins; every role exports its own data', () => {
    const own = {
      intern: { ownerId: 'i1', ownerType: 'intern' as const },
      business: { ownerId: 'b1', ownerType: 'business' as const },
      mentor: { ownerId: 'm1', ownerType: 'mentor' as const },
    };
    const self = { intern, business, mentor };
    for (const type of ['intern', 'business', 'mentor'] as const) {
      expect(can(self[type], 'delete', type, own[type])).toBe(true);
      expect(can({ ...self[type], id: 'other' }, 'delete', type, own[type])).toBe(false);
      expect(can(admin, 'delete', type, own[type])).toBe(true);
      expect(can(null, 'delete', type, own[type])).toBe(false);
      for (const who of [intern, business, mentor].filter((w) => w !== self[type]))
        expect(can(who, 'delete', type, own[type])).toBe(false);
    }
    // The same id under another account type is not the owner's.
    expect(can(intern, 'delete', 'mentor', { ownerId: 'i1', ownerType: 'mentor' })).toBe(false);
    expect(can(admin, 'delete', 'adminAccount')).toBe(true);
    for (const who of [null, intern, business, mentor])
      expect(can(who, 'delete', 'adminAccount')).toBe(false);
    for (const who of [intern, business, mentor, admin]) expect(can(who, 'export', 'myData')).toBe(true);
    expect(can(null, 'export', 'myData')).toBe(false);
    expect(routeAccess('intern', 'delete')).toEqual({ kind: 'any' });
    expect(routeAccess('myData', 'export')).toEqual({ kind: 'any' });
  });

  it('screens and route guards read the same rows', () => {
    expect(roleMay(null, 'list', 'catalogue')).toBe(true);
    expect(roleMay('admin', 'create', 'catalogue')).toBe(true);
    expect(roleMay('business', 'create', 'catalogue')).toBe(false);
    expect(roleMay('intern', 'readFull', 'intern')).toBe(true);
    expect(roleMay(null, 'readFull', 'intern')).toBe(false);
    expect(routeAccess('catalogue', 'list')).toEqual({ kind: 'public' });
    expect(routeAccess('catalogue', 'delete')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(routeAccess('intern', 'readFull')).toEqual({ kind: 'any' });
  });

  it('files: anyone signed in uploads; public kinds for everyone; private ones and deletion for owner and admins', () => {
    const own = { ownerId: 'i1' };
    expect(can(null, 'upload', 'file')).toBe(false);
    for (const who of [intern, business, mentor, admin]) expect(can(who, 'upload', 'file')).toBe(true);
    for (const who of [null, intern, business, mentor, admin])
      expect(can(who, 'readPublic', 'file')).toBe(true);
    expect(can(null, 'readSignedIn', 'file')).toBe(false);
    for (const who of [intern, business, mentor, admin]) expect(can(who, 'readSignedIn', 'file')).toBe(true);
    for (const action of ['read', 'delete'] as const) {
      expect(can(intern, action, 'file', own)).toBe(true);
      expect(can(admin, action, 'file', own)).toBe(true);
      expect(can(business, action, 'file', own)).toBe(false);
      expect(can(mentor, action, 'file', own)).toBe(false);
      expect(can(null, action, 'file', own)).toBe(false);
      expect(can({ ...intern, id: 'i2' }, action, 'file', own)).toBe(false);
    }
    expect(routeAccess('file', 'readPublic')).toEqual({ kind: 'public' });
    expect(routeAccess('file', 'delete')).toEqual({ kind: 'any' });
  });

  it('contact messages: anyone sends one; only admins list and delete them', () => {
    for (const who of [null, intern, business, mentor, admin])
      expect(can(who, 'create', 'contactMessage')).toBe(true);
    for (const action of ['list', 'delete'] as const) {
      expect(can(null, action, 'contactMessage')).toBe(false);
      expect(can(intern, action, 'contactMessage')).toBe(false);
      expect(can(business, action, 'contactMessage')).toBe(false);
      expect(can(mentor, action, 'contactMessage')).toBe(false);
      expect(can(admin, action, 'contactMessage')).toBe(true);
    }
    expect(routeAccess('contactMessage', 'create')).toEqual({ kind: 'public' });
    expect(routeAccess('contactMessage', 'list')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(roleMay('admin', 'list', 'contactMessage')).toBe(true);
    expect(roleMay('mentor', 'list', 'contactMessage')).toBe(false);
  });

  it('mentorships: interns ask; the assigned mentor answers; mentor or admin ends; admins assign; parties share', () => {
    const ofIntern = { ownerId: 'i1', ownerType: 'intern' as const };
    const ofMentor = { ownerId: 'm1', ownerType: 'mentor' as const };
    const table: Array<[string, Array<TPolicyActor | null>]> = [
      ['request', [intern]],
      ['list', [intern, mentor, admin]],
      ['answer', [mentor]],
      ['end', [mentor, admin]],
      ['assign', [admin]],
      ['waitingList', [intern, admin]],
    ];
    for (const [action, allowed] of table)
      for (const who of [null, intern, business, mentor, admin])
        expect(can(who, action as 'list', 'mentorship'), `${who?.role ?? 'visitor'} ${action}`).toBe(
          allowed.includes(who),
        );
    for (const action of ['read', 'addFile', 'deleteFile', 'addLink', 'deleteLink'] as const) {
      expect(can(intern, action, 'mentorship', ofIntern)).toBe(true);
      expect(can(mentor, action, 'mentorship', ofMentor)).toBe(true);
      expect(can(admin, action, 'mentorship', ofIntern)).toBe(true);
      expect(can({ ...intern, id: 'i2' }, action, 'mentorship', ofIntern)).toBe(false);
      expect(can({ ...mentor, id: 'm2' }, action, 'mentorship', ofMentor)).toBe(false);
      // An intern id never passes as the mentor's.
      expect(can({ ...mentor, id: 'i1' }, action, 'mentorship', ofIntern)).toBe(false);
      expect(can(business, action, 'mentorship', ofIntern)).toBe(false);
      expect(can(null, action, 'mentorship', ofIntern)).toBe(false);
    }
    expect(routeAccess('mentorship', 'request')).toEqual({ kind: 'roles', roles: ['intern'] });
    expect(routeAccess('mentorship', 'end')).toEqual({ kind: 'roles', roles: ['mentor', 'admin'] });
    expect(routeAccess('mentorship', 'read')).toEqual({ kind: 'any' });
    expect(roleMay('admin', 'assign', 'mentorship')).toBe(true);
    expect(roleMay('mentor', 'assign', 'mentorship')).toBe(false);
    // The mentor's view of an intern's CV: mentors only (the service checks the mentorships).
    expect(can(mentor, 'readAsMentor', 'intern')).toBe(true);
    for (const other of [intern, business, admin, null])
      expect(can(other, 'readAsMentor', 'intern')).toBe(false);
  });

  it('meetings: interns, mentors and admins list; the mentor (owner) and admins change; mentors and admins create', () => {
    const own = { ownerId: 'm1', ownerType: 'mentor' as const };
    for (const who of [null, intern, business, mentor, admin]) {
      expect(can(who, 'list', 'meeting')).toBe(who !== null && who !== business);
      expect(can(who, 'create', 'meeting')).toBe(who === mentor || who === admin);
    }
    for (const action of ['read', 'update', 'cancel', 'delete'] as const) {
      expect(can(mentor, action, 'meeting', own)).toBe(true);
      expect(can(admin, action, 'meeting', own)).toBe(true);
      expect(can({ ...mentor, id: 'm2' }, action, 'meeting', own)).toBe(false);
      expect(can(business, action, 'meeting', own)).toBe(false);
      expect(can(null, action, 'meeting', own)).toBe(false);
    }
    expect(routeAccess('meeting', 'create')).toEqual({ kind: 'roles', roles: ['mentor', 'admin'] });
  });

  it('resources: anyone lists; anyone signed in opens one; only admins write', () => {
    for (const who of [null, intern, business, mentor, admin])
      expect(can(who, 'list', 'resource')).toBe(true);
    expect(can(null, 'read', 'resource')).toBe(false);
    for (const who of [intern, business, mentor, admin]) expect(can(who, 'read', 'resource')).toBe(true);
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(null, action, 'resource')).toBe(false);
      expect(can(intern, action, 'resource')).toBe(false);
      expect(can(business, action, 'resource')).toBe(false);
      expect(can(mentor, action, 'resource')).toBe(false);
      expect(can(admin, action, 'resource')).toBe(true);
    }
    expect(routeAccess('resource', 'list')).toEqual({ kind: 'public' });
    expect(routeAccess('resource', 'read')).toEqual({ kind: 'any' });
    expect(routeAccess('resource', 'update')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(roleMay(null, 'read', 'resource')).toBe(false);
    expect(roleMay('intern', 'read', 'resource')).toBe(true);
    expect(roleMay('mentor', 'create', 'resource')).toBe(false);
    expect(roleMay('admin', 'delete', 'resource')).toBe(true);
  });

  it('facilitation guides: mentors and admins read; only admins write', () => {
    for (const action of ['list', 'read'] as const) {
      expect(can(null, action, 'facilitationGuide')).toBe(false);
      expect(can(intern, action, 'facilitationGuide')).toBe(false);
      expect(can(business, action, 'facilitationGuide')).toBe(false);
      expect(can(mentor, action, 'facilitationGuide')).toBe(true);
      expect(can(admin, action, 'facilitationGuide')).toBe(true);
    }
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(null, action, 'facilitationGuide')).toBe(false);
      expect(can(intern, action, 'facilitationGuide')).toBe(false);
      expect(can(business, action, 'facilitationGuide')).toBe(false);
      expect(can(mentor, action, 'facilitationGuide')).toBe(false);
      expect(can(admin, action, 'facilitationGuide')).toBe(true);
    }
    expect(routeAccess('facilitationGuide', 'list')).toEqual({ kind: 'roles', roles: ['mentor', 'admin'] });
    expect(routeAccess('facilitationGuide', 'create')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(roleMay('mentor', 'list', 'facilitationGuide')).toBe(true);
    expect(roleMay('business', 'list', 'facilitationGuide')).toBe(false);
  });

  it('documents: organisations, mentors and admins read; only admins write', () => {
    for (const action of ['list', 'read'] as const) {
      expect(can(null, action, 'document')).toBe(false);
      expect(can(intern, action, 'document')).toBe(false);
      expect(can(business, action, 'document')).toBe(true);
      expect(can(mentor, action, 'document')).toBe(true);
      expect(can(admin, action, 'document')).toBe(true);
    }
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(null, action, 'document')).toBe(false);
      expect(can(intern, action, 'document')).toBe(false);
      expect(can(business, action, 'document')).toBe(false);
      expect(can(mentor, action, 'document')).toBe(false);
      expect(can(admin, action, 'document')).toBe(true);
    }
    expect(routeAccess('document', 'read')).toEqual({
      kind: 'roles',
      roles: ['business', 'mentor', 'admin'],
    });
    expect(roleMay('intern', 'list', 'document')).toBe(false);
    expect(roleMay('business', 'list', 'document')).toBe(true);
  });

  it('public mentors: anyone reads; only admins write', () => {
    for (const who of [null, intern, business, mentor, admin]) {
      expect(can(who, 'list', 'publicMentor')).toBe(true);
      expect(can(who, 'read', 'publicMentor')).toBe(true);
    }
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(null, action, 'publicMentor')).toBe(false);
      expect(can(intern, action, 'publicMentor')).toBe(false);
      expect(can(business, action, 'publicMentor')).toBe(false);
      expect(can(mentor, action, 'publicMentor')).toBe(false);
      expect(can(admin, action, 'publicMentor')).toBe(true);
    }
    expect(routeAccess('publicMentor', 'list')).toEqual({ kind: 'public' });
    expect(routeAccess('publicMentor', 'delete')).toEqual({ kind: 'roles', roles: ['admin'] });
  });

  it('articles: anyone lists and reads; only admins write', () => {
    for (const who of [null, intern, business, mentor, admin]) {
      expect(can(who, 'list', 'article')).toBe(true);
      expect(can(who, 'read', 'article')).toBe(true);
    }
    for (const action of ['create', 'update', 'delete'] as const) {
      expect(can(null, action, 'article')).toBe(false);
      expect(can(intern, action, 'article')).toBe(false);
      expect(can(business, action, 'article')).toBe(false);
      expect(can(mentor, action, 'article')).toBe(false);
      expect(can(admin, action, 'article')).toBe(true);
    }
    expect(routeAccess('article', 'read')).toEqual({ kind: 'public' });
    expect(routeAccess('article', 'update')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(roleMay(null, 'list', 'article')).toBe(true);
    expect(roleMay('business', 'create', 'article')).toBe(false);
    expect(roleMay('admin', 'delete', 'article')).toBe(true);
  });

  it('banners: anyone lists and reads (active ones); only admins see inactive ones and write', () => {
    for (const who of [null, intern, business, mentor, admin]) {
      expect(can(who, 'list', 'banner')).toBe(true);
      expect(can(who, 'read', 'banner')).toBe(true);
    }
    for (const action of ['seeInactive', 'create', 'update', 'delete'] as const) {
      expect(can(null, action, 'banner')).toBe(false);
      expect(can(intern, action, 'banner')).toBe(false);
      expect(can(business, action, 'banner')).toBe(false);
      expect(can(mentor, action, 'banner')).toBe(false);
      expect(can(admin, action, 'banner')).toBe(true);
    }
    expect(routeAccess('banner', 'list')).toEqual({ kind: 'public' });
    expect(routeAccess('banner', 'delete')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(roleMay('mentor', 'update', 'banner')).toBe(false);
    expect(roleMay('admin', 'create', 'banner')).toBe(true);
  });

  it('opportunities: anyone reads; organisations and admins post; the owner and admins edit and see matches', () => {
    const own = { ownerId: 'b1', ownerType: 'business' as const };
    for (const who of [null, intern, business, mentor, admin]) {
      expect(can(who, 'list', 'opportunity')).toBe(true);
      expect(can(who, 'read', 'opportunity')).toBe(true);
    }
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'create', 'opportunity'))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    for (const action of ['update', 'delete', 'matches', 'seeClosed'] as const) {
      expect(can(business, action, 'opportunity', own)).toBe(true);
      expect(can({ ...business, id: 'b2' }, action, 'opportunity', own)).toBe(false);
      expect(can(admin, action, 'opportunity', own)).toBe(true);
      expect(can(intern, action, 'opportunity', own)).toBe(false);
      expect(can(null, action, 'opportunity', own)).toBe(false);
    }
    const ownIntern = { ownerId: 'i1', ownerType: 'intern' as const };
    expect(can(intern, 'internMatches', 'opportunity', ownIntern)).toBe(true);
    expect(can({ ...intern, id: 'i2' }, 'internMatches', 'opportunity', ownIntern)).toBe(false);
    expect(can(business, 'internMatches', 'opportunity', ownIntern)).toBe(false);
  });

  it('applications: interns apply, organisations invite, admins validate; parties act on their own', () => {
    const party = { ownerId: 'b1' };
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'create', 'application'))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'invite', 'application'))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(
      [null, intern, business, mentor, admin].map((w) => can(w, 'validationList', 'application')),
    ).toEqual([false, false, false, false, true]);
    for (const action of ['read', 'transition', 'favourite', 'uploadContract', 'finished'] as const) {
      expect(can(business, action, 'application', party)).toBe(true);
      expect(can({ ...business, id: 'b2' }, action, 'application', party)).toBe(false);
      expect(can(mentor, action, 'application', party)).toBe(false);
      expect(can(admin, action, 'application', party)).toBe(true);
    }
    expect(can(mentor, 'list', 'application')).toBe(false);
  });

  it('stipends: interns and organisations list their own lines; the organisation confirms its own; admins pay', () => {
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'list', 'stipend'))).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
    const line = { ownerId: 'b1', ownerType: 'business' as const };
    expect(can(business, 'confirm', 'stipend', line)).toBe(true);
    expect(can({ ...business, id: 'b2' }, 'confirm', 'stipend', line)).toBe(false);
    expect(can(intern, 'confirm', 'stipend', line)).toBe(false);
    expect(can(admin, 'confirm', 'stipend', line)).toBe(true);
    for (const action of ['rates', 'pay', 'audit'] as const)
      expect([null, intern, business, mentor, admin].map((w) => can(w, action, 'stipend'))).toEqual([
        false,
        false,
        false,
        false,
        true,
      ]);
    // The bank account: the intern's own (no organisation, mentor or admin reads it through this row).
    for (const action of ['read', 'update'] as const)
      expect([null, intern, business, mentor, admin].map((w) => can(w, action, 'bankAccount'))).toEqual([
        false,
        true,
        false,
        false,
        false,
      ]);
  });

  it('cancellations and red flags: parties cancel; interns, organisations and mentors report; admins work them', () => {
    expect(can(intern, 'create', 'cancellation', { ownerId: 'i1' })).toBe(true);
    expect(can(mentor, 'list', 'cancellation')).toBe(false);
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'create', 'redFlag'))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    for (const action of ['update', 'listOrganisations'] as const)
      expect([intern, business, mentor, admin].map((w) => can(w, action, 'redFlag'))).toEqual([
        false,
        false,
        false,
        true,
      ]);
  });

  it('certificates: interns list their own; holder and admins download; anyone verifies; admins manage', () => {
    const own = { ownerId: 'i1', ownerType: 'intern' as const };
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'listMine', 'certificate'))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(can(intern, 'download', 'certificate', own)).toBe(true);
    expect(can(admin, 'download', 'certificate', own)).toBe(true);
    expect(can({ ...intern, id: 'i2' }, 'download', 'certificate', own)).toBe(false);
    expect(can(business, 'download', 'certificate', own)).toBe(false);
    expect(can(mentor, 'download', 'certificate', own)).toBe(false);
    expect(can(null, 'download', 'certificate', own)).toBe(false);
    expect(can({ ...mentor, id: 'i1' }, 'download', 'certificate', own)).toBe(false);
    for (const who of [null, intern, business, mentor, admin])
      expect(can(who, 'verify', 'certificate')).toBe(true);
    for (const action of ['list', 'revoke', 'reissue'] as const)
      expect([null, intern, business, mentor, admin].map((w) => can(w, action, 'certificate'))).toEqual([
        false,
        false,
        false,
        false,
        true,
      ]);
    expect(routeAccess('certificate', 'verify')).toEqual({ kind: 'public' });
    expect(routeAccess('certificate', 'download')).toEqual({ kind: 'any' });
    expect(roleMay('intern', 'listMine', 'certificate')).toBe(true);
    expect(roleMay('admin', 'list', 'certificate')).toBe(true);
    expect(roleMay('business', 'list', 'certificate')).toBe(false);
  });

  it('surveys: admins build; respondents list, read, save and answer their own; admins read all and see statistics', () => {
    for (const action of ['list', 'write'] as const)
      expect([null, intern, business, mentor, admin].map((w) => can(w, action, 'question'))).toEqual([
        false,
        false,
        false,
        false,
        true,
      ]);
    expect([null, intern, business, mentor, admin].map((w) => can(w, 'list', 'survey'))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    const ofIntern = { ownerId: 'i1' };
    const ofOrg = { ownerId: 'b1' };
    expect(can(intern, 'read', 'survey', ofIntern)).toBe(true);
    expect(can(business, 'read', 'survey', ofOrg)).toBe(true);
    expect(can(admin, 'read', 'survey', ofIntern)).toBe(true);
    expect(can({ ...intern, id: 'i2' }, 'read', 'survey', ofIntern)).toBe(false);
    expect(can(business, 'read', 'survey', ofIntern)).toBe(false);
    expect(can(null, 'read', 'survey', ofIntern)).toBe(false);
    // Only the respondent answers (admins read, never answer for someone).
    expect(can(intern, 'answer', 'survey', ofIntern)).toBe(true);
    expect(can(mentor, 'answer', 'survey', { ownerId: 'm1' })).toBe(true);
    expect(can(admin, 'answer', 'survey', ofIntern)).toBe(false);
    expect(can({ ...intern, id: 'i2' }, 'answer', 'survey', ofIntern)).toBe(false);
    expect(can(null, 'answer', 'survey', ofIntern)).toBe(false);
    for (const action of ['statistics', 'export'] as const)
      expect([null, intern, business, mentor, admin].map((w) => can(w, action, 'survey'))).toEqual([
        false,
        false,
        false,
        false,
        true,
      ]);
    expect(routeAccess('question', 'write')).toEqual({ kind: 'roles', roles: ['admin'] });
    expect(routeAccess('survey', 'read')).toEqual({ kind: 'any' });
    expect(roleMay('intern', 'answer', 'survey')).toBe(true);
    expect(roleMay('admin', 'statistics', 'survey')).toBe(true);
    expect(roleMay('intern', 'statistics', 'survey')).toBe(false);
  });
});
