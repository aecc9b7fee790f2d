import { useMemo } from 'react';

import { renderStory } from '../lib/markdown';

/** An entry's story, rendered from its Markdown by the renderer that lets no markup through. */
export function Story({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderStory(source), [source]);
  return (
    <div
      className={className ? `logbook-story ${className}` : 'logbook-story'}
      // renderStory escapes all HTML and refuses unsafe addresses (lib/markdown.ts, its tests).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
