// The order of the API's domains (the folders and single-file modules of api/src/lib), bottom
// first, and the import-x zones that hold the code to it (ADR 0140). A domain imports only the
// domains listed before it, so no two domains tie both ways; within a layer the order counts too.
// What a lower domain needs from a higher one moves down, or the route or plugin passes it in.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const API_LIB_LAYERS = [
  {
    layer: 'foundation',
    domains: [
      'db',
      'text',
      'http-errors',
      'logger',
      'version',
      'deadline',
      'client-network',
      'periodic-task',
      'background-tasks',
      'jobs',
      'rate-limiter',
      'static-files',
      'server-secret',
    ],
  },
  { layer: 'records', domains: ['notifications', 'audit', 'reference'] },
  { layer: 'members', domains: ['trust', 'auth', 'media', 'profile'] },
  { layer: 'cars', domains: ['reminders', 'vehicles', 'logbook', 'members'] },
  {
    layer: 'community',
    // Bookmarks hold cars and discussions (posts', entries'), so they sit above both (ADR 0158).
    domains: ['discussions', 'posts', 'follows', 'bookmarks', 'reports', 'support', 'analytics'],
  },
  { layer: 'accounts and staff', domains: ['account', 'admin'] },
  { layer: 'pages', domains: ['server-render', 'site'] },
];

const LIB = 'api/src/lib';
const ORDER = API_LIB_LAYERS.flatMap(({ domains }) => domains);

/** `api/src/lib/<domain>` (a folder) or `api/src/lib/<domain>.ts`; null when neither exists. */
function domainPath(root, domain) {
  if (existsSync(path.join(root, LIB, domain))) return `${LIB}/${domain}`;
  if (existsSync(path.join(root, LIB, `${domain}.ts`))) return `${LIB}/${domain}.ts`;
  return null;
}

/**
 * `import-x/no-restricted-paths` zones: each domain imports no domain above it, and code outside a
 * folder domain reaches it only through its `index.ts` (tests in api/test may read its files).
 * Throws on a domain of api/src/lib that the order does not list, so a new one gets its place.
 */
export function apiDomainZones(root) {
  const onDisk = readdirSync(path.join(root, LIB), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
    .map((entry) => entry.name.replace(/\.ts$/, ''));
  const unlisted = onDisk.filter((domain) => !ORDER.includes(domain));
  if (unlisted.length > 0) {
    throw new Error(
      `api/src/lib/{${unlisted.join(',')}} has no place in API_LIB_LAYERS (tools/lint/api-layers.mjs).`,
    );
  }
  const present = ORDER.map((domain) => ({ domain, at: domainPath(root, domain) })).filter(
    ({ at }) => at !== null,
  );
  const upward = present.flatMap(({ domain, at }, index) => {
    const above = present.slice(index + 1).map((higher) => higher.at);
    if (above.length === 0) return [];
    const { layer } = API_LIB_LAYERS.find(({ domains }) => domains.includes(domain));
    return [
      {
        target: at,
        from: above,
        message: `lib/${domain} (layer "${layer}") imports only the domains below it in tools/lint/api-layers.mjs: move the piece down, or let the route or plugin pass it in (ADR 0140).`,
      },
    ];
  });
  const outsideLib = readdirSync(path.join(root, 'api/src'))
    .filter((name) => name !== 'lib')
    .map((name) => `api/src/${name}`);
  const throughIndex = present
    .filter(({ at }) => !at.endsWith('.ts'))
    .map(({ domain, at }) => ({
      target: [...outsideLib, ...present.map((other) => other.at).filter((other) => other !== at)],
      from: at,
      except: ['./index.ts'],
      message: `Import lib/${domain} through its index.ts: what it exports is what others may use (ADR 0140).`,
    }));
  return [...upward, ...throughIndex];
}
