import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readApp, type AppDescriptor, type RemoteName } from '../apps';
import {
  activateRelease,
  readReleases,
  registryFile,
  rollbackRelease,
  type Registry,
  type Release,
} from '../site/registry';
import { newReleaseId } from '../site/release-id';

const garage = readApp('mf-garage') as AppDescriptor & { name: RemoteName };

function release(releaseId: string): Release {
  return {
    releaseId,
    version: '1.0.0',
    builtAt: '2026-11-22T00:00:00.000Z',
    fingerprint: releaseId,
    federationName: garage.federationName,
    prefixes: garage.prefixes,
  };
}

describe('the remote registry', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'carclub-site-'));
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  const registry = () => JSON.parse(fs.readFileSync(registryFile(site), 'utf8')) as Registry;

  it('points remotes.json at the newest release after a deploy', () => {
    activateRelease(site, garage, release('1.0.0-a'));
    activateRelease(site, garage, release('1.0.0-b'));
    expect(registry().remotes).toEqual([
      {
        name: 'mf-garage',
        federationName: 'mf_garage',
        entry: '/remotes/mf-garage/1.0.0-b/mf-manifest.json',
        version: '1.0.0',
        releaseId: '1.0.0-b',
        prefixes: garage.prefixes,
      },
    ]);
  });

  it('rolls back to the previous release and keeps the history consistent', () => {
    activateRelease(site, garage, release('1.0.0-a'));
    activateRelease(site, garage, release('1.0.0-b'));
    expect(rollbackRelease(site, 'mf-garage').releaseId).toBe('1.0.0-a');
    expect(registry().remotes[0]?.releaseId).toBe('1.0.0-a');
    expect(readReleases(site)['mf-garage']?.history).toEqual(['1.0.0-a']);
  });

  it('refuses to roll back past the first release', () => {
    activateRelease(site, garage, release('1.0.0-a'));
    expect(() => rollbackRelease(site, 'mf-garage')).toThrow(/no earlier release/);
    expect(registry().remotes[0]?.releaseId).toBe('1.0.0-a');
  });

  it("names a release's own origin, and the permission the dashboard's code needs", () => {
    const admin = readApp('mf-admin') as AppDescriptor & { name: RemoteName };
    expect(admin.requires).toBe('dashboard:view');
    activateRelease(site, admin, {
      ...release('1.0.0-c'),
      federationName: admin.federationName,
      prefixes: admin.prefixes,
      requires: admin.requires,
      origin: 'https://admin.cdn.example',
    });
    expect(registry().remotes).toEqual([
      expect.objectContaining({
        name: 'mf-admin',
        entry: 'https://admin.cdn.example/remotes/mf-admin/1.0.0-c/mf-manifest.json',
        requires: 'dashboard:view',
      }),
    ]);
    // A rollback to a release served by the site itself points back at the site.
    activateRelease(site, admin, { ...release('1.0.0-d'), federationName: admin.federationName });
    expect(registry().remotes[0]?.entry).toBe('/remotes/mf-admin/1.0.0-d/mf-manifest.json');
    expect(rollbackRelease(site, 'mf-admin').origin).toBe('https://admin.cdn.example');
    expect(registry().remotes[0]?.entry).toMatch(/^https:\/\/admin\.cdn\.example\//);
  });

  it('leaves no temporary files behind', () => {
    activateRelease(site, garage, release('1.0.0-a'));
    expect(fs.readdirSync(site).sort()).toEqual(['releases.json', 'remotes.json']);
  });
});

describe('release ids', () => {
  it('are sortable by time and carry the version', () => {
    const earlier = newReleaseId('1.2.3', new Date('2026-11-22T06:15:30Z'));
    const later = newReleaseId('1.2.3', new Date('2026-11-22T06:15:31Z'));
    expect(earlier).toMatch(/^1\.2\.3-20261122061530-[0-9a-f]{4}$/);
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});
