/**
 * @jest-environment node
 */
// In Node, as the API runs it: no DOM.
import { analyseMarkdown, renderAndAnalyseMarkdown, renderMarkdown } from '..';

describe('analyseMarkdown', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(analyseMarkdown('hi', 'comment')).toEqual({
      mentions: [],
      tags: [],
      links: 0,
      images: 0,
    });
  });

  it('counts written links, bare addresses and mail addresses, not mentions and tags', () => {
    expect(
      analyseMarkdown(
        '[shop](https://shop.example) https://forum.example ann@example.com drive2.ua @bob #tag',
        'comment',
      ),
    ).toEqual({ mentions: ['bob'], tags: ['tag'], links: 4, images: 0 });
  });

  it('gives each member and tag once, normalised, in order of first use', () => {
    expect(analyseMarkdown('@Bob #BMW @ann @bob #bmw #Ремонт', 'post')).toMatchObject({
      mentions: ['bob', 'ann'],
      tags: ['bmw', 'ремонт'],
    });
  });

  it('counts neither links it refuses nor links in code', () => {
    expect(
      analyseMarkdown('[x](javascript:alert(1)) `https://a.example` <b>https</b>', 'comment').links,
    ).toBe(0);
  });

  it('counts an image as the link it is shown as', () => {
    expect(analyseMarkdown('![x](https://img.example/x.png)', 'comment')).toMatchObject({
      links: 1,
      images: 0,
    });
  });

  it('finds no mentions or tags in a story, which does not link them', () => {
    expect(analyseMarkdown('@ann #tag', 'story')).toMatchObject({ mentions: [], tags: [] });
  });

  it('renders and counts from one parse, as the two apart', () => {
    const source = '# T @ann\n\nhttps://a.example #tag';
    expect(renderAndAnalyseMarkdown(source, 'post')).toEqual({
      html: renderMarkdown(source, 'post'),
      analysis: analyseMarkdown(source, 'post'),
    });
  });

  it('tells names from addresses all along a long text', () => {
    const source = Array.from(
      { length: 500 },
      (_, i) => `@m${i}x drive2.ua/#t${i} ann@x${i}.ua #t${i}`,
    ).join(' ');
    const analysis = analyseMarkdown(source, 'comment');
    expect(analysis.links).toBe(1000);
    expect(analysis.mentions).toHaveLength(500);
    expect(analysis.tags).toHaveLength(500);
    expect(analysis.mentions.at(-1)).toBe('m499x');
    expect(analysis.tags.at(-1)).toBe('t499');
  });

  it('reads a long run of signs in linear time', () => {
    // A rescan per sign would make these quadratic; the bench, not this test, measures the time.
    for (const source of [
      '@'.repeat(20_000),
      '#'.repeat(20_000),
      '@a'.repeat(10_000),
      '#я'.repeat(10_000),
    ]) {
      expect(analyseMarkdown(source, 'comment').links).toBe(0);
    }
  });
});
