import type { ActiveSession, MutedMember, OwnTrustLevel } from '@carclub/contracts';

export const NOW = new Date('2026-11-24T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

export const THIS_DEVICE: ActiveSession = {
  id: '0a6f9e38-3c3b-4f57-9d55-1b2a3c4d5e6f',
  browser: 'Firefox',
  os: 'Ubuntu',
  deviceType: 'desktop',
  signedInAt: '2026-11-20T08:30:00.000Z',
  lastUsedAt: minutesAgo(0),
  current: true,
};

export const PHONE: ActiveSession = {
  id: '1b7fae49-4d4c-4a68-8e66-2c3b4d5e6f70',
  browser: 'Mobile Safari',
  os: 'iOS',
  deviceType: 'mobile',
  signedInAt: '2026-11-18T19:05:00.000Z',
  lastUsedAt: minutesAgo(5),
  current: false,
};

/** A device whose User-Agent named nothing. */
export const UNKNOWN: ActiveSession = {
  id: '2c80bf5a-5e5d-4b79-9f77-3d4c5e6f7081',
  browser: null,
  os: null,
  deviceType: 'tablet',
  signedInAt: '2026-11-21T10:00:00.000Z',
  lastUsedAt: minutesAgo(3 * 60),
  current: false,
};

export const SESSIONS = [THIS_DEVICE, PHONE, UNKNOWN];

/** A member who has visited, read and written a little: level 0 still. */
export const NEW_MEMBER_TRUST: OwnTrustLevel = {
  level: 0,
  staff: false,
  locked: false,
  activity: {
    daysVisited: 1,
    discussionsEntered: 3,
    commentsRead: 12,
    likesGiven: 0,
    likesReceived: 0,
    commentsApproved: 0,
    postsApproved: 0,
  },
};

export const MUTED: MutedMember[] = [
  { nickname: 'loud_larry', mutedAt: '2026-11-23T09:15:00.000Z' },
  { nickname: 'spam_sam', mutedAt: '2026-11-02T17:40:00.000Z' },
];

/** What the Security tab's GETs answer when a test says nothing else. */
export function securityAnswer(url: string) {
  if (url === '/profile/sessions') return { data: { items: SESSIONS } };
  if (url === '/profile/email-change') return { data: { pending: null } };
  if (url === '/profile/trust') return { data: NEW_MEMBER_TRUST };
  if (url === '/profile/mutes') return { data: { items: MUTED } };
  return undefined;
}
