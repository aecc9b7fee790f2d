/**
 * The public pages on a phone (issue 16, point 7): Lighthouse 13 with its mobile settings (a
 * mid-range phone on slow 4G, simulated), three runs of each of `/`, `/login`, `/cars`, a member's
 * page and one of their vehicles with a full gallery (20 photos), all seeded through the API with
 * real uploaded pictures. Prints the median run beside the budgets and the figures from before
 * the server rendered pages, then what costs each page its score (Lighthouse's own diagnostics).
 *
 * Every page is run in a browser set to Ukrainian (`--accept-lang=uk`) and in one set to English
 * (`--accept-lang=en-US,en`): the server renders each in the browser's language (ADR 0119), so
 * both must hydrate the server's HTML, with the same scripts; each page's `<html data-started>`
 * is read in that same browser to show it did. Both tables are printed, then each page's script
 * bytes in the two side by side. BENCH_LIGHTHOUSE_LANGUAGES runs only the languages it names
 * (`uk`, `en`, comma-separated).
 *
 * Alone: `pnpm --filter @carclub/e2e exec tsx bench/lighthouse.mts` (serves the built site unless
 * one answers on BENCH_PORT). Each run's full report is kept in BENCH_LIGHTHOUSE_DIR (default: a
 * folder in the system's temporary one) for a closer look. BENCH_LIGHTHOUSE_PAGES runs only the
 * pages it names, comma-separated (`/`, `/login`, `/cars`, `member`, `vehicle`, `post`).
 *
 * The car page and a post about that car (tags, a few comments) are also run with every script
 * blocked (issue 32 point 10): the server's HTML alone, the page's no-JavaScript limit. Each is
 * printed beside its score as served, and the bench fails (exit code 1) when the post page as
 * served scores more than NO_SCRIPT_DISTANCE points below its HTML alone: the budget is the
 * post's; the car page, measured in the same run, is what it is compared with.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { vehicleCreatePayload } from '@carclub/testing/fixtures';
import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from '../support/chromium.ts';
import { activationToken, api, json, type TokenPair } from './garage.mts';
import { siteEnv, SITE_ORIGIN, startSite } from './site.mts';
import { median } from './timing.mts';

const require = createRequire(import.meta.url);
const { renderDemoPicture } =
  require('../../api/src/cli/demo/demo-images.ts') as typeof import('../../api/src/cli/demo/demo-images.ts');

const RUNS = 3;
/** Failed runs tolerated per page before its median is taken from fewer than RUNS. */
const MAX_FAILED_RUNS = 2;
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const REPORT_DIR =
  process.env.BENCH_LIGHTHOUSE_DIR ?? path.join(tmpdir(), 'carclub-bench-lighthouse');
/** The gallery's maximum (GALLERY_MAX_IMAGES). */
const GALLERY_PHOTOS = 20;
/** A full first page of `/cars` and of the member's garage. */
const CARDS = 12;
/** How far below its own HTML without scripts a post page may score (issue 32 point 10). */
export const NO_SCRIPT_DISTANCE = 3;
/** The pages measured also without scripts, and the Lighthouse setting that blocks them. */
const NO_SCRIPT_PAGES = ['vehicle', 'post'];
const NO_SCRIPTS = { blockedUrlPatterns: ['*.js'] };
/** The admin domain of the bench's site: its first sign-in makes an admin, who trusts the author. */
const BENCH_ADMIN_DOMAIN = 'admins.bench.carclub.test';

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  lcpMs: 2_000,
  cls: 0.02,
  tbtMs: 150,
  homeJsKb: 150,
  vehicleJsKb: 250,
};

/** Lighthouse 12 mobile before pages were rendered on the server (issue 16; two runs each). */
const BEFORE: Record<string, string> = {
  '/': '83–84',
  '/login': '64–71',
  '/cars': '59–63',
  member: '—',
  vehicle: '60–62 (19 photos; LCP ≈ 5 s, CLS 0.119)',
  post: '—',
};

interface Page {
  /** `/`, `/login`, `/cars`, `member` or `vehicle`. */
  name: string;
  path: string;
  jsBudgetKb?: number;
}

/** The browser's languages (`--accept-lang`) of each run, by the interface language they ask. */
const BROWSER_LANGUAGES = { uk: 'uk', en: 'en-US,en' } as const;
type BrowserLanguage = keyof typeof BROWSER_LANGUAGES;

export interface LighthouseRow {
  page: string;
  language: BrowserLanguage;
  performance: string;
  'LCP ms': number;
  CLS: number;
  'TBT ms': number;
  'FCP ms': number;
  'JS KB': number;
  started: string;
  'before SSR': string;
}

export interface LighthouseDistanceRow {
  page: string;
  language: BrowserLanguage;
  'as served': string;
  'scripts blocked': string;
  difference: number;
  'TBT ms served → blocked': string;
  'LCP ms served → blocked': string;
}

/** A new account of `email`'s, activated and signed in. */
async function signedIn(email: string, nickname: string): Promise<TokenPair> {
  const password = `phone-pages-${randomBytes(6).toString('hex')}`;
  await api(SITE_ORIGIN, '/auth/register', json({ email, password, nickname }));
  await api(
    SITE_ORIGIN,
    '/auth/activate',
    json({ token: await activationToken(siteEnv.DATA_DIR, email) }),
  );
  return api<TokenPair>(SITE_ORIGIN, '/auth/login', json({ email, password }));
}

const bearer = (tokens: TokenPair) => ({ authorization: `Bearer ${tokens.accessToken}` });

/** A new member with 12 cars with a preview, then one with a preview and a full gallery. */
async function memberWithGallery(): Promise<{
  nickname: string;
  slug: string;
  carId: string;
  tokens: TokenPair;
}> {
  const id = randomBytes(4).toString('hex');
  const nickname = `lighthouse_${id}`;
  const tokens = await signedIn(`lighthouse-${id}@bench.carclub.test`, nickname);
  const auth = bearer(tokens);
  const picture = async (index: number) =>
    new Blob([new Uint8Array(await renderDemoPicture(index))], { type: 'image/jpeg' });

  let slug = '';
  let carId = '';
  for (let index = 0; index <= CARDS; index += 1) {
    const car = await api<{ id: string; slug: string }>(
      SITE_ORIGIN,
      '/private-transport',
      json(
        vehicleCreatePayload({
          name: `Lighthouse car ${index + 1}`,
          vin: null,
          year: 2010 + index,
        }),
        tokens,
      ),
    );
    const preview = new FormData();
    preview.append('file', await picture(index), 'car.jpg');
    await api(SITE_ORIGIN, `/private-transport/${car.id}/preview`, {
      method: 'POST',
      headers: auth,
      body: preview,
    });
    if (index < CARDS) continue;
    // The last car (the newest, first in every list) gets the full gallery.
    const gallery = new FormData();
    for (let photo = 0; photo < GALLERY_PHOTOS; photo += 1) {
      gallery.append('files', await picture(100 + photo), `photo-${photo}.jpg`);
    }
    await api(SITE_ORIGIN, `/private-transport/${car.id}/gallery`, {
      method: 'POST',
      headers: auth,
      body: gallery,
    });
    slug = car.slug;
    carId = car.id;
  }
  return { nickname, slug, carId, tokens };
}

const POST_BODY = [
  'Two years with this car: what broke, what I changed before it could, and what it cost.',
  '## The clutch',
  'At 182,000 km the pedal got heavy and the clutch began to slip in fifth on the motorway. ' +
    'I took a **Sachs** kit with a new release bearing; the flywheel was still within limits.',
  '## Suspension',
  '- front lower arms (Lemförder), both sides',
  '- anti-roll bar links and bushes',
  '- a wheel alignment afterwards',
  'The car drives straight again and the knock over tram lines is gone. Next: the timing belt.',
].join('\n\n');

/**
 * A published post by the gallery's owner about their car, with tags and a few comments (two
 * threads, a reply): the page a reader of the car's story opens. The bench's admin trusts the
 * author (a newcomer's first post and comments wait for a moderator, ADR 0153) and comments too.
 */
async function postAboutCar(author: { tokens: TokenPair; carId: string }): Promise<string> {
  const id = randomBytes(4).toString('hex');
  const admin = await signedIn(`lighthouse-${id}@${BENCH_ADMIN_DOMAIN}`, `lh_admin_${id}`);
  const me = await api<{ id: string }>(SITE_ORIGIN, '/auth/me', { headers: bearer(author.tokens) });
  await api(
    SITE_ORIGIN,
    `/admin/members/${me.id}/trust-level`,
    json({ level: 3, reason: 'The bench’s author of a post' }, admin),
  );
  const post = await api<{ slug: string; discussion: { id: string } }>(
    SITE_ORIGIN,
    '/posts',
    json(
      {
        title: 'Clutch and suspension at 180,000 km',
        body: POST_BODY,
        tags: ['clutch', 'suspension', 'maintenance'],
        vehicleId: author.carId,
        publish: true,
      },
      author.tokens,
    ),
  );
  const comment = (tokens: TokenPair, body: string, replyToId?: string) =>
    api<{ id: string }>(
      SITE_ORIGIN,
      `/discussions/${post.discussion.id}/comments`,
      json({ body, ...(replyToId ? { replyToId } : {}) }, tokens),
    );
  const first = await comment(admin, 'Which release bearing did you take, the original one?');
  await comment(
    author.tokens,
    'The one in the Sachs kit; the original costs twice as much.',
    first.id,
  );
  await comment(admin, 'How long did the alignment hold after the arms were changed?');
  await comment(author.tokens, 'A year on, still straight. Worth doing both sides at once.');
  return post.slug;
}

/* Lighthouse's result, as far as this bench reads it. */
interface Audit {
  score: number | null;
  numericValue?: number;
  /** What fixing it would save, per metric (the insight audits of Lighthouse 13). */
  metricSavings?: Partial<Record<'FCP' | 'LCP' | 'TBT' | 'CLS', number>>;
  details?: {
    overallSavingsBytes?: number;
    items?: Array<Record<string, unknown>>;
  };
}
interface Result {
  /** Set when the run failed (on a busy machine Chromium's trace can miss its start). */
  runtimeError?: { code: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  /** Lighthouse's own measure of the machine's CPU speed, taken at each run. */
  environment?: { benchmarkIndex?: number };
}

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? 0;
const scoreOf = (result: Result) => Math.round((result.categories.performance.score ?? 0) * 100);

/** Compressed bytes of the scripts the page loaded (Lighthouse loads it unthrottled). */
function scriptKb(result: Result): number {
  const items = result.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item['resourceType'] === 'Script')
    .reduce((sum, item) => sum + Number(item['transferSize'] ?? 0), 0);
  return Math.round(bytes / 1024);
}

const shortUrl = (url: unknown) =>
  String(url)
    .replace(SITE_ORIGIN, '')
    .replace(/^(.{70}).+$/, '$1…');

/** What costs the page its score, from the median run's diagnostics: a few lines to read. */
function diagnosis(result: Result): string[] {
  const lines: string[] = [];
  // Lighthouse 13's LCP breakdown: a list of the element (a node item) and a table of its parts.
  const lcp = result.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const element = lcp.find((item) => item['type'] === 'node') as
    { selector?: string; nodeLabel?: string } | undefined;
  const phases =
    (lcp.find((item) => item['type'] === 'table')?.['items'] as
      Array<{ label: string; duration: number }> | undefined) ?? [];
  if (element) {
    lines.push(
      `LCP element ${element.selector ?? '?'} ("${(element.nodeLabel ?? '').slice(0, 40)}"): ` +
        phases.map((phase) => `${phase.label} ${Math.round(phase.duration)} ms`).join(', '),
    );
  }
  const blocking = result.audits['render-blocking-insight'];
  if (blocking?.details?.items?.length) {
    lines.push(
      `render-blocking (LCP saves ~${Math.round(blocking.metricSavings?.LCP ?? 0)} ms): ` +
        blocking.details.items.map((item) => shortUrl(item['url'])).join(', '),
    );
  }
  const shifts = result.audits['layout-shifts']?.details?.items ?? [];
  for (const shift of shifts.slice(0, 3)) {
    const node = shift['node'] as { selector?: string } | undefined;
    const causes = (shift['subItems'] as { items?: Array<Record<string, unknown>> } | undefined)
      ?.items;
    lines.push(
      `layout shift ${Number(shift['score']).toFixed(3)} of ${node?.selector ?? '?'}` +
        (causes?.length
          ? `, after ${causes
              .map((cause) =>
                shortUrl((cause['extra'] as { value?: unknown })?.value ?? cause['cause']),
              )
              .join(', ')}`
          : ''),
    );
  }
  const unused = result.audits['unused-javascript']?.details;
  if (unused?.items?.length) {
    lines.push(
      `unused JS ${Math.round((unused.overallSavingsBytes ?? 0) / 1024)} KB, most in: ` +
        unused.items
          .slice(0, 3)
          .map(
            (item) =>
              `${shortUrl(item['url'])} ${Math.round(Number(item['wastedBytes']) / 1024)} KB`,
          )
          .join(', '),
    );
  }
  const bootup = result.audits['bootup-time']?.details?.items ?? [];
  if (bootup.length) {
    lines.push(
      `script CPU (unthrottled ×4 in the score): ` +
        bootup
          .slice(0, 3)
          .map((item) => `${shortUrl(item['url'])} ${Math.round(Number(item['total']))} ms`)
          .join(', '),
    );
  }
  return lines;
}

/** `<html data-started>` (hydrated or client) and the browser's language, in Lighthouse's browser. */
async function howItStarts(url: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    // The browser's own context, which Lighthouse opens its tab in too.
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url);
    const started = await page
      .waitForFunction(() => document.documentElement.dataset['started'], undefined, {
        timeout: 30_000,
      })
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => 'never');
    const language = await page.evaluate(() => navigator.language);
    await page.close();
    return `${started} (${language})`;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's runs of one page until RUNS succeed (a few failures tolerated), each report kept. */
async function runPage(
  lighthouse: typeof import('lighthouse').default,
  url: string,
  report: string,
  flags: object,
  notes: string[],
  cpuIndexes: number[],
): Promise<Result[]> {
  const runs: Result[] = [];
  let failed = 0;
  for (let attempt = 1; runs.length < RUNS && failed <= MAX_FAILED_RUNS; attempt += 1) {
    const outcome = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...flags,
    });
    if (!outcome) throw new Error(`Lighthouse gave no result for ${url}`);
    const result = outcome.lhr as unknown as Result;
    writeFileSync(path.join(REPORT_DIR, `${report}-${attempt}.json`), JSON.stringify(outcome.lhr));
    // A failed run scores nothing: it is run again rather than counted as a 0.
    if (result.runtimeError) {
      failed += 1;
      notes.push(`${report}: a run failed (${result.runtimeError.code}) and was repeated`);
    } else {
      runs.push(result);
      cpuIndexes.push(Math.round(result.environment?.benchmarkIndex ?? 0));
    }
  }
  if (runs.length === 0) throw new Error(`every Lighthouse run of ${url} failed`);
  return runs;
}

/** The run whose score is the median, so its figures belong together (Lighthouse's advice). */
function medianRun(runs: Result[]): { middle: Result; scores: number[]; score: number } {
  const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
  const scores = sorted.map(scoreOf);
  return { middle: sorted[Math.floor(sorted.length / 2)]!, scores, score: median(scores) };
}

const scoreRange = ({ score, scores }: { score: number; scores: number[] }) =>
  `${score} (${scores[0]}–${scores.at(-1)})`;

export async function benchLighthouse(): Promise<LighthouseRow[]> {
  const member = await memberWithGallery();
  const postSlug = await postAboutCar(member);
  const memberPath = `/u/${encodeURIComponent(member.nickname)}`;
  const pages: Page[] = [
    { name: '/', path: '/', jsBudgetKb: LIGHTHOUSE_BUDGETS.homeJsKb },
    { name: '/login', path: '/login' },
    { name: '/cars', path: '/cars' },
    { name: 'member', path: memberPath },
    {
      name: 'vehicle',
      path: `${memberPath}/car/${encodeURIComponent(member.slug)}`,
      jsBudgetKb: LIGHTHOUSE_BUDGETS.vehicleJsKb,
    },
    { name: 'post', path: `${memberPath}/posts/${encodeURIComponent(postSlug)}` },
  ];
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  if (only) pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page.name)));
  const languages = (Object.keys(BROWSER_LANGUAGES) as BrowserLanguage[]).filter(
    (language) =>
      process.env.BENCH_LIGHTHOUSE_LANGUAGES?.split(',')
        .map((name) => name.trim())
        .includes(language) ?? true,
  );
  mkdirSync(REPORT_DIR, { recursive: true });
  const { default: lighthouse } = await import('lighthouse');
  const launch = chromiumLaunchOptions('full');
  const rows: LighthouseRow[] = [];
  const distances: LighthouseDistanceRow[] = [];
  const notes: string[] = [];
  const cpuIndexes: number[] = [];
  for (const language of languages) {
    const browser = await chromium.launch({
      ...launch,
      // navigator.language: headless Chromium ignores --lang (and LANGUAGE), not --accept-lang.
      args: [
        ...(launch.args ?? []),
        `--remote-debugging-port=${DEBUG_PORT}`,
        `--accept-lang=${BROWSER_LANGUAGES[language]}`,
      ],
    });
    try {
      for (const page of pages) {
        const url = `${SITE_ORIGIN}${page.path}`;
        const started = await howItStarts(url);
        const report = `${page.name.replace(/\W+/g, '_') || 'home'}-${language}`;
        const runs = await runPage(lighthouse, url, report, {}, notes, cpuIndexes);
        const served = medianRun(runs);
        const { middle } = served;
        rows.push({
          page: page.name,
          language,
          performance: scoreRange(served),
          'LCP ms': Math.round(numeric(middle, 'largest-contentful-paint')),
          CLS: Math.round(numeric(middle, 'cumulative-layout-shift') * 1000) / 1000,
          'TBT ms': Math.round(numeric(middle, 'total-blocking-time')),
          'FCP ms': Math.round(numeric(middle, 'first-contentful-paint')),
          'JS KB': median(runs.map(scriptKb)),
          started,
          'before SSR': BEFORE[page.name] ?? '—',
        });
        notes.push(
          `${page.name} (${page.path}, ${language}):`,
          ...diagnosis(middle).map((line) => `  ${line}`),
        );
        if (!NO_SCRIPT_PAGES.includes(page.name)) continue;
        // The same HTML in the same browser, right after, with no script loaded at all.
        const blocked = medianRun(
          await runPage(lighthouse, url, `${report}-no-js`, NO_SCRIPTS, notes, cpuIndexes),
        );
        const pair = (audit: string) =>
          `${Math.round(numeric(middle, audit))} → ${Math.round(numeric(blocked.middle, audit))}`;
        distances.push({
          page: page.name,
          language,
          'as served': scoreRange(served),
          'scripts blocked': scoreRange(blocked),
          difference: blocked.score - served.score,
          'TBT ms served → blocked': pair('total-blocking-time'),
          'LCP ms served → blocked': pair('largest-contentful-paint'),
        });
      }
    } finally {
      await browser.close();
    }
  }
  const b = LIGHTHOUSE_BUDGETS;
  if (distances.length > 0) {
    process.stdout.write(
      `\nThe car page and a post page as served and as their HTML alone (every *.js blocked), ` +
        `median of ${RUNS} runs each, one after the other in the same browser\n`,
    );
    console.table(distances);
    const distanceOf = (page: string) => distances.find((row) => row.page === page)?.difference;
    const [car, post] = [distanceOf('vehicle'), distanceOf('post')];
    if (car !== undefined && post !== undefined) {
      process.stdout.write(
        `The post page's distance from its HTML alone minus the car page's: ${post - car} points\n`,
      );
    }
    const far = distances.filter(
      (row) => row.page === 'post' && row.difference > NO_SCRIPT_DISTANCE,
    );
    process.stdout.write(
      `Budget: the post page as served within ${NO_SCRIPT_DISTANCE} points of its HTML alone: ` +
        `${far.length === 0 ? 'met' : `NOT met on ${far.map((row) => `${row.page} (${row.language}, ${row.difference} points)`).join(', ')}`}\n`,
    );
    // The rest of `pnpm bench` still runs; the process fails at its end.
    if (far.length > 0) process.exitCode = 1;
  }
  for (const language of languages) {
    process.stdout.write(
      `\nPublic pages on a phone (Lighthouse 13 mobile, simulated slow 4G; median of ${RUNS} runs, ` +
        `browser in ${language === 'uk' ? 'Ukrainian' : 'English'}, --accept-lang=` +
        `${BROWSER_LANGUAGES[language]}; JS is compressed bytes)\n`,
    );
    console.table(rows.filter((row) => row.language === language));
  }
  if (languages.length > 1) {
    // Each page hydrates in the language the server rendered: the same scripts in either.
    process.stdout.write(
      `Script KB, uk browser → en browser: ${pages
        .map((page) => {
          const kb = (language: BrowserLanguage) =>
            rows.find((row) => row.page === page.name && row.language === language)?.['JS KB'];
          return `${page.name} ${kb('uk')} → ${kb('en')}`;
        })
        .join(', ')}\n`,
    );
  }
  // The score multiplies the CPU time the page took here by 4, so a slower machine scores lower:
  // this figure tells runs of different days apart (2026-11-28: 1,063–1,586, and scores 72–91).
  const sortedIndexes = [...cpuIndexes].sort((a, b) => a - b);
  process.stdout.write(
    `This machine's CPU as Lighthouse measured it (benchmarkIndex, higher is faster): ` +
      `median ${Math.round(median(cpuIndexes))}, ${sortedIndexes[0]}–${sortedIndexes.at(-1)} over the runs\n`,
  );
  const failing = rows.filter((row) => {
    const page = pages.find((candidate) => candidate.name === row.page)!;
    return (
      Number.parseInt(row.performance, 10) < b.performance ||
      row['LCP ms'] > b.lcpMs ||
      row.CLS > b.cls ||
      row['TBT ms'] > b.tbtMs ||
      (page.jsBudgetKb !== undefined && row['JS KB'] > page.jsBudgetKb)
    );
  });
  process.stdout.write(
    `Budgets: performance ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms, CLS ≤ ${b.cls}, TBT ≤ ${b.tbtMs} ms, ` +
      `JS on / ≤ ${b.homeJsKb} KB and on a vehicle page ≤ ${b.vehicleJsKb} KB: ` +
      `${failing.length === 0 ? 'all met' : `NOT met on ${failing.map((row) => `${row.page} (${row.language})`).join(', ')}`}. ` +
      `Before SSR, ≈ 390 KB of JS on each remote's page.\n` +
      `What costs each page (median run; reports in ${REPORT_DIR}):\n${notes.join('\n')}\n`,
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stop = await startSite();
  try {
    await benchLighthouse();
  } finally {
    stop();
  }
}
