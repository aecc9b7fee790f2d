import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { cx } from '../../lib/class-names';
import './pagination.css';

export type PaginationItem = number | 'ellipsis';

/**
 * Page numbers to show, with 'ellipsis' for skipped runs. The list keeps the same length while
 * the current page moves, so the buttons under the pointer don't jump: e.g. for 10 pages
 * page 1 → [1, 2, 3, 4, 5, …, 10], page 5 → [1, …, 4, 5, 6, …, 10].
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
  boundaryCount = 1,
): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // Boundaries + siblings + current + the two ellipsis slots.
  const slots = boundaryCount * 2 + siblingCount * 2 + 3;
  if (pageCount <= slots) return range(1, pageCount);

  const head = range(1, boundaryCount);
  const tail = range(pageCount - boundaryCount + 1, pageCount);
  // Near an edge the window grows into the unused ellipsis slot, so every ellipsis hides 2+ pages.
  const edgeLength = slots - boundaryCount - 1;
  if (current <= boundaryCount + siblingCount + 2) {
    return [...range(1, edgeLength), 'ellipsis', ...tail];
  }
  if (current >= pageCount - boundaryCount - siblingCount - 1) {
    return [...head, 'ellipsis', ...range(pageCount - edgeLength + 1, pageCount)];
  }
  return [
    ...head,
    'ellipsis',
    ...range(current - siblingCount, current + siblingCount),
    'ellipsis',
    ...tail,
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  siblingCount?: number;
  boundaryCount?: number;
  /** Accessible name of the navigation landmark; defaults to "Pagination". */
  label?: string;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  boundaryCount = 1,
  label,
  className,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  if (pageCount <= 1) return null;
  const items = paginationRange(page, pageCount, siblingCount, boundaryCount);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav
      {...rest}
      aria-label={label ?? t('pagination.label')}
      className={cx('cc-pagination', className)}
    >
      <ul className="cc-pagination__list">
        <li>
          <button
            type="button"
            className="cc-pagination__step"
            aria-label={t('pagination.previousPage')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 4l-4 4 4 4" />
            </svg>
            <span className="cc-pagination__step-text" aria-hidden="true">
              {t('pagination.previous')}
            </span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="cc-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="cc-pagination__page"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="cc-pagination__step"
            aria-label={t('pagination.nextPage')}
            disabled={page >= pageCount}
            onClick={() => go(page + 1)}
          >
            <span className="cc-pagination__step-text" aria-hidden="true">
              {t('pagination.next')}
            </span>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 4l4 4-4 4" />
            </svg>
          </button>
        </li>
      </ul>
    </nav>
  );
}

export interface ShowingRange {
  from: number;
  to: number;
  total: number;
}

/** 1-based item range of a page: page 2, limit 12, total 30 → { from: 13, to: 24, total: 30 }. */
export function showingRange(page: number, limit: number, total: number): ShowingRange {
  const safeTotal = Math.max(0, Math.floor(total));
  const safeLimit = Math.max(1, Math.floor(limit));
  const safePage = Math.max(1, Math.floor(page));
  const from = (safePage - 1) * safeLimit + 1;
  // A page past the end (e.g. after the last item on it was deleted) shows nothing.
  if (safeTotal === 0 || from > safeTotal) return { from: 0, to: 0, total: safeTotal };
  return { from, to: Math.min(safePage * safeLimit, safeTotal), total: safeTotal };
}

/** What a paged list counts: the noun of its summary, in the right plural form. */
export type PaginationNoun = 'vehicles' | 'entries' | 'bookmarks';

export interface PaginationSummaryProps {
  page: number;
  limit: number;
  total: number;
  /** What the list counts ("of 30 vehicles", "of 2 bookmarks"); no default, so none says "cars" by mistake. */
  of: PaginationNoun;
  className?: string;
}

/** "Showing 13-24 of 30 vehicles"; a polite live region, so a page change is announced. */
export function PaginationSummary({ page, limit, total, of, className }: PaginationSummaryProps) {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  const range = showingRange(page, limit, total);
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <p role="status" className={cx('cc-pagination-summary', className)}>
      {t(`pagination.showing.${of}`, {
        count: range.total,
        from: format.format(range.from),
        to: format.format(range.to),
        total: format.format(range.total),
      })}
    </p>
  );
}
