import { renderMarkdown } from '@carclub/markdown';
import { useMemo } from 'react';

/** An entry's story, rendered from its Markdown by the renderer that lets no markup through. */
export function Story({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source, 'story'), [source]);
  return (
    <div
      className={className ? `logbook-story ${className}` : 'logbook-story'}
      // The renderer escapes all HTML and refuses unsafe addresses (@carclub/markdown, its tests).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
