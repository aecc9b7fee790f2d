import { createHash } from 'node:crypto';
import vm from 'node:vm';

import { scriptHash, startAfterFirstPaint } from '../../../../src/lib/site';

const PAGE =
  '<!doctype html><html><head><title>CarClub</title></head><body><div id="root"><p>Golf</p></div>' +
  '<script defer src=/static/main.98d8fa39.js></script></body></html>';

/** Runs the page's loader against a stand-in document; what it appended, and when. */
function runLoader(code: string, visibilityState: 'visible' | 'hidden') {
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: '' }),
    body: { appendChild: (script: { src: string }) => appended.push(script.src) },
  };
  vm.runInNewContext(code, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { appended, frames, timers };
}

describe('starting the app after the first paint of a server-rendered page', () => {
  it('preloads the entry from the head and starts it after the next frame, by an allowed script', () => {
    const { html, scriptHashes } = startAfterFirstPaint(PAGE);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/static/main.98d8fa39.js"></head>',
    );
    const loader = /<script>(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(scriptHashes).toEqual([scriptHash(loader)]);
    expect(scriptHash(loader)).toBe(
      `'sha256-${createHash('sha256').update(loader).digest('base64')}'`,
    );

    const visible = runLoader(loader, 'visible');
    expect(visible.appended).toEqual([]);
    visible.frames.forEach((frame) => frame());
    expect(visible.appended).toEqual([]);
    visible.timers.forEach((timer) => timer());
    expect(visible.appended).toEqual(['/static/main.98d8fa39.js']);

    // A background tab paints no frames: it must not wait for one.
    expect(runLoader(loader, 'hidden').appended).toEqual(['/static/main.98d8fa39.js']);
  });

  it('leaves a page without the deferred entry as it is', () => {
    const page = PAGE.replace(' defer', '');
    expect(startAfterFirstPaint(page)).toEqual({ html: page, scriptHashes: [] });
  });
});
