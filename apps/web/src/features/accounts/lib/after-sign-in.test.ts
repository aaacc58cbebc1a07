import { describe, expect, it } from 'vitest';
import {
  accountTypeFrom,
  afterLoginPath,
  fromPath,
  internWarning,
  loginRouteFor,
  staffAccountType,
  staffTabFrom,
} from './after-sign-in.ts';

describe('afterLoginPath', () => {
  it('sends each role where the spec says', () => {
    expect(afterLoginPath({ role: 'admin' })).toBe('/dashboard');
    expect(afterLoginPath({ role: 'mentor' })).toBe('/dashboard');
    expect(afterLoginPath({ role: 'business' })).toBe('/dashboard/jobs');
    expect(afterLoginPath({ role: 'intern', updateFinished: true })).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
  });

  it('leads an intern whose CV must be filled or updated to /resume, unless a screen asked to come back', () => {
    const intern = {
      role: 'intern' as const,
      updateFinished: true,
      updateRequired: false,
      aboveOrUnderAge: false,
    };
    expect(afterLoginPath({ ...intern, updateFinished: false })).toBe('/resume');
    expect(afterLoginPath({ ...intern, updateRequired: true })).toBe('/resume');
    expect(afterLoginPath({ ...intern, aboveOrUnderAge: true, updateFinished: false })).toBe('/');
    expect(afterLoginPath({ ...intern, updateFinished: false }, { from: '/resources/1' })).toBe(
      '/resources/1',
    );
  });

  it('lets the calling screen choose the business and intern destination', () => {
    expect(afterLoginPath({ role: 'business' }, { from: '/dashboard/trainings' })).toBe(
      '/dashboard/trainings',
    );
    expect(afterLoginPath({ role: 'intern' }, { from: { pathname: '/jobs/1', search: '?page=2' } })).toBe(
      '/jobs/1?page=2',
    );
    expect(afterLoginPath({ role: 'business' }, { type: 'business', from: '/dashboard' })).toBe('/dashboard');
  });

  it('keeps admins and mentors on /dashboard whatever the state says', () => {
    expect(afterLoginPath({ role: 'admin' }, { from: '/dashboard/jobs' })).toBe('/dashboard');
    expect(afterLoginPath({ role: 'mentor' }, { from: '/resume' })).toBe('/dashboard');
  });

  it('ignores other sites and the sign-in pages as destinations', () => {
    expect(fromPath({ from: '//evil.example/x' })).toBeNull();
    expect(fromPath({ from: 'https://evil.example' })).toBeNull();
    expect(fromPath({ from: '/\\evil.example' })).toBeNull();
    expect(fromPath({ from: '/login' })).toBeNull();
    expect(fromPath({ from: '/reset-password/abc' })).toBeNull();
    expect(fromPath({ from: '/loginx' })).toBe('/loginx');
    expect(fromPath(null)).toBeNull();
    expect(fromPath({ from: 42 })).toBeNull();
    expect(afterLoginPath({ role: 'business' }, { from: '//evil.example' })).toBe('/dashboard/jobs');
  });
});

describe('internWarning', () => {
  const intern = {
    role: 'intern' as const,
    updateFinished: true,
    updateRequired: false,
    aboveOrUnderAge: false,
  };
  it('warns about the age limit first, then a required update, then an unfinished CV', () => {
    expect(
      internWarning({ ...intern, aboveOrUnderAge: true, updateRequired: true, updateFinished: false }),
    ).toBe('ageLimit');
    expect(internWarning({ ...intern, updateRequired: true, updateFinished: false })).toBe('updateProfile');
    expect(internWarning({ ...intern, updateFinished: false })).toBe('fillCv');
    expect(internWarning({ role: 'intern' })).toBe('fillCv');
    expect(internWarning(intern)).toBeNull();
  });
  it('never warns other roles', () => {
    expect(internWarning({ role: 'business', updateFinished: false })).toBeNull();
    expect(internWarning(null)).toBeNull();
  });
});

describe('account types from navigation state', () => {
  it('staff login: the tab asked for; opened directly (/admin/login), the administrator tab', () => {
    expect(staffTabFrom({ type: 'mentor' })).toBe('mentor');
    expect(staffTabFrom({ type: 'business' })).toBe('business');
    expect(staffTabFrom({ type: 'admin' })).toBe('admin');
    expect(staffTabFrom(null)).toBe('admin');
    expect(staffAccountType('admin')).toBe('business');
    expect(staffAccountType('business')).toBe('business');
    expect(staffAccountType('mentor')).toBe('mentor');
  });
  it('admin is a business account; unknown types are null', () => {
    expect(accountTypeFrom({ type: 'admin' })).toBe('business');
    expect(accountTypeFrom('mentor')).toBe('mentor');
    expect(accountTypeFrom({ type: 'intern' })).toBe('intern');
    expect(accountTypeFrom({ type: 'boss' })).toBeNull();
    expect(accountTypeFrom(undefined)).toBeNull();
  });
  it('login route per type', () => {
    expect(loginRouteFor('mentor')).toEqual({ to: '/admin/login', state: { type: 'mentor' } });
    expect(loginRouteFor('admin')).toEqual({ to: '/admin/login', state: { type: 'admin' } });
    expect(loginRouteFor('business')).toEqual({ to: '/admin/login', state: { type: 'business' } });
    expect(loginRouteFor('intern')).toEqual({ to: '/login' });
    expect(loginRouteFor(undefined)).toEqual({ to: '/login' });
  });
});
