import type { ActiveSession } from '@carclub/contracts';
import { UAParser } from 'ua-parser-js';

/** A User-Agent is kept only this long: enough for any real browser, no room for a payload. */
export const USER_AGENT_MAX_LENGTH = 512;

export type DeviceDescription = Pick<ActiveSession, 'browser' | 'os' | 'deviceType'>;

function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}

/**
 * The browser (with its major version), the OS (with its version) and the kind of device a
 * User-Agent names, for the member's list of signed-in devices. ua-parser-js 1.x (MIT; 2.x is
 * AGPL) knows the browsers and systems our members use; what it cannot name stays null.
 */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const parsed = new UAParser(userAgent ?? '').getResult();
  const type = parsed.device.type;
  return {
    browser: named(parsed.browser.name, parsed.browser.major),
    os: named(parsed.os.name, parsed.os.version),
    deviceType: type === 'mobile' || type === 'tablet' ? type : 'desktop',
  };
}

/** The header as it is stored: trimmed and cut, or null when the client sent none. */
export function storedUserAgent(header: string | undefined): string | null {
  const value = header?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}
