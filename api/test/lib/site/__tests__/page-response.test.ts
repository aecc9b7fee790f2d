import {
  acceptsHtml,
  asksForHtml,
  assembleRenderedPage,
  createHeadBytes,
  hasEmptyRoot,
  isServerBuildPath,
  isSiteFilePath,
  pageEtag,
  withoutTrailingSlashes,
} from '../../../../src/lib/site';

describe('withoutTrailingSlashes', () => {
  it.each([
    ['/cars/', '/cars'],
    ['/cars//?page=2', '/cars?page=2'],
    ['//evil.example/', '/evil.example'],
    ['/u/ann/car/golf/?tab=logbook', '/u/ann/car/golf?tab=logbook'],
    ['/?a=b/', '/?a=b/'],
  ])('moves %s to %s, never to another host', (url, expected) => {
    expect(withoutTrailingSlashes(url)).toBe(expected);
  });
});

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['*/*', true],
    ['text/*', true],
    ['application/json', false],
    ['application/json, text/html;q=0', false],
    ['text/html;q=0.000', false],
    ['TEXT/HTML', true],
  ])('Accept %j: %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});

describe('asksForHtml', () => {
  it.each([
    [undefined, false],
    ['*/*', false],
    ['text/*', false],
    ['application/json', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['TEXT/HTML', true],
    ['application/json, text/html;q=0', false],
  ])('Accept %j: %s', (accept, expected) => {
    expect(asksForHtml(accept)).toBe(expected);
  });
});

describe('isSiteFilePath', () => {
  it.each([
    ['main.3f9a0c1b.js', true],
    ['static/css/app.css', true],
    ['cars', false],
    ['u/ann.b', false],
    ['u/ann/car/golf-1.4', false],
    ['u/ann/car/golf/logbook/e.png', false],
    ['legal/site-rules', false],
    ['robots.txt', true],
  ])('%s: %s', (path, expected) => {
    expect(isSiteFilePath(path)).toBe(expected);
  });

  it.each([
    ['server/render.js', true],
    ['mf-garage/r1/server/x.js', true],
    ['mf-garage/r1/static/x.js', false],
    ['servers.js', false],
  ])('server build %s: %s', (path, expected) => {
    expect(isServerBuildPath(path)).toBe(expected);
  });
});

describe('assembleRenderedPage', () => {
  const rendered = {
    head: '<style>h1{}</style>',
    html: '<h1>Golf</h1>',
    stateScript: '<script>s</script>',
  };

  it('writes the head, the markup in the root and the data before </body>', () => {
    const frame =
      '<html><head><title>t</title></head><body><div id=root></div><script src=a.js></script></body></html>';
    expect(hasEmptyRoot(frame)).toBe(true);
    expect(assembleRenderedPage(frame, rendered, createHeadBytes()).toString()).toBe(
      '<html><head><title>t</title><style>h1{}</style></head><body><div id="root"><h1>Golf</h1></div>' +
        '<script src=a.js></script><script>s</script></body></html>',
    );
  });

  it('copes with a frame a minifier left without its end tags', () => {
    const frame = '<title>t</title><div id="root"></div><script src=a.js></script>';
    expect(assembleRenderedPage(frame, rendered, createHeadBytes()).toString()).toBe(
      '<title>t</title><style>h1{}</style><div id="root"><h1>Golf</h1></div><script src=a.js></script><script>s</script>',
    );
  });

  it('encodes a head once for every page that has it', () => {
    const headBytes = createHeadBytes();
    expect(headBytes('<style>a{}</style>')).toBe(headBytes('<style>a{}</style>'));
  });

  it('finds no root to fill in a page the shell already filled', () => {
    expect(hasEmptyRoot('<div id="root"><p>x</p></div>')).toBe(false);
  });
});

describe('pageEtag', () => {
  it('follows the page content, quoted', () => {
    expect(pageEtag('<p>a</p>')).toMatch(/^"[\w-]{32}"$/);
    expect(pageEtag('<p>a</p>')).toBe(pageEtag('<p>a</p>'));
    expect(pageEtag('<p>a</p>')).not.toBe(pageEtag('<p>b</p>'));
  });
});
