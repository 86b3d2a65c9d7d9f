import { ACCESS, ROLE_PRESETS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { guard, safeRedirect, type SessionState } from './guard';

const anonymous: SessionState = { status: 'anonymous' };
const loading: SessionState = { status: 'loading' };
const enterprise: SessionState = { status: 'signed-in', menuIds: ROLE_PRESETS.enterprise };
const auditor: SessionState = { status: 'signed-in', menuIds: ROLE_PRESETS.auditor };

describe('guard', () => {
  it('renders every public route without a session', () => {
    for (const pathname of [
      '/login',
      '/ssologin',
      '/resetPassword',
      '/resetSuccess',
      '/register',
      '/register-success',
      '/sms-outbox',
      '/attachmentUploadMobile',
      '/onlineApply',
      '/pay-codeWW',
    ]) {
      expect(guard({ pathname }, anonymous)).toMatchObject({ kind: 'render' });
    }
  });

  it('sends a visitor without a session to login, keeping the wanted path', () => {
    expect(guard({ pathname: '/equipment/overview', search: '?page=2' }, anonymous)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fequipment%2Foverview%3Fpage%3D2',
    });
  });

  it('sends a visitor without a session to plain login from home', () => {
    expect(guard({ pathname: '/' }, anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard({ pathname: '/home' }, anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('keeps the circulation log behind the session although it has no shell', () => {
    expect(guard({ pathname: '/flowLog-single' }, anonymous)).toMatchObject({ kind: 'redirect' });
    expect(guard({ pathname: '/flowLog-single' }, enterprise)).toMatchObject({ kind: 'render' });
  });

  it('sends a signed-in user who opens login home', () => {
    expect(guard({ pathname: '/login' }, enterprise)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('lets a user who is signing out reach login', () => {
    const location = { pathname: '/login', state: { signedOut: true } };
    expect(guard(location, enterprise)).toMatchObject({ kind: 'render', route: { name: 'login' } });
  });

  it('returns a signed-in user on the login page to the kept path', () => {
    const search = '?redirect=%2Fsystem%2Faccount';
    expect(guard({ pathname: '/login', search }, enterprise)).toEqual({
      kind: 'redirect',
      to: '/system/account',
    });
  });

  it('always renders ssologin, with or without a session', () => {
    for (const session of [anonymous, loading, enterprise]) {
      expect(guard({ pathname: '/ssologin' }, session)).toMatchObject({ kind: 'render' });
    }
  });

  it('waits for the user info before deciding a protected route or login', () => {
    expect(guard({ pathname: '/equipment/overview' }, loading)).toEqual({ kind: 'wait' });
    expect(guard({ pathname: '/login' }, loading)).toEqual({ kind: 'wait' });
  });

  it('renders a route whose access id is in the role menu ids', () => {
    expect(guard({ pathname: '/equipment/overview' }, enterprise)).toMatchObject({
      kind: 'render',
      route: { name: 'equipment-overview', access: ACCESS.equipmentView },
    });
  });

  it('refuses a route whose access id is not in the role menu ids', () => {
    expect(guard({ pathname: '/equipment/overview' }, auditor)).toMatchObject({
      kind: 'forbidden',
      route: { name: 'equipment-overview' },
    });
    expect(guard({ pathname: '/account/manager' }, auditor)).toMatchObject({ kind: 'forbidden' });
  });

  it('opens pages without an access id to every signed-in user', () => {
    expect(guard({ pathname: '/home' }, auditor)).toMatchObject({ kind: 'render' });
    expect(guard({ pathname: '/error_logger_page' }, auditor)).toMatchObject({ kind: 'render' });
  });

  it('answers 404 for an unknown path with a session', () => {
    expect(guard({ pathname: '/no/such/page' }, enterprise)).toEqual({ kind: 'not-found' });
  });

  it('redirects groups and the root to their first page', () => {
    expect(guard({ pathname: '/' }, enterprise)).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard({ pathname: '/pay-code' }, enterprise)).toEqual({
      kind: 'redirect',
      to: '/pay-code-order',
    });
  });

  it('has the 401 and 500 pages', () => {
    expect(guard({ pathname: '/401' }, anonymous)).toMatchObject({ kind: 'render' });
    expect(guard({ pathname: '/500' }, enterprise)).toMatchObject({ kind: 'render' });
  });
});

describe('safeRedirect', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirect('/worker/query?page=3')).toBe('/worker/query?page=3');
    expect(safeRedirect('//evil.example/x')).toBe('/home');
    expect(safeRedirect('https://evil.example/')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('/login?redirect=%2Fhome')).toBe('/home');
  });
});
