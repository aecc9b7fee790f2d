import { ButtonLink, EmptyState } from '@carclub/ui';

/**
 * A page of someone's that is not there (an unknown nickname or slug): said plainly, with the way
 * to everyone's cars (or posts). The texts are the caller's, as each names what was not found.
 */
export function NotFound({
  title,
  description,
  browse,
  to = '/cars',
}: {
  title: string;
  description: string;
  /** The link's text to `to`. */
  browse: string;
  /** Where to browse instead: everyone's cars unless told. */
  to?: string;
}) {
  return (
    <EmptyState
      icon={
        // A line drawing: without these the shapes are filled black and the magnifier's handle,
        // an open path, draws nothing at all (a black dot).
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          focusable="false"
        >
          <circle cx="11" cy="11" r="6" />
          <path d="M16 16l4 4" />
        </svg>
      }
      title={title}
      description={<p>{description}</p>}
      action={<ButtonLink to={to}>{browse}</ButtonLink>}
    />
  );
}
