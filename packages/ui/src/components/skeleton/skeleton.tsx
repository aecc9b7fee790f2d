import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { cx } from '../../lib/class-names';
import './skeleton.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonBlockProps {
  shape?: SkeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** One placeholder shape. Purely visual: put it inside a Skeleton, which speaks for it. */
export function SkeletonBlock({ shape = 'text', width, height, className }: SkeletonBlockProps) {
  return (
    <span
      className={cx('cc-skeleton-block', `cc-skeleton-block--${shape}`, className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** What screen readers hear instead of the shapes; defaults to "Loading…". */
  label?: string;
  /** Custom shapes; without them, `lines` text lines are drawn. */
  children?: ReactNode;
  lines?: number;
}

export function Skeleton({ label, children, lines = 3, className, ...rest }: SkeletonProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <div {...rest} className={cx('cc-skeleton', className)} aria-busy="true">
      <span className="visually-hidden">{label ?? t('loading')}</span>
      <div className="cc-skeleton__shapes" aria-hidden="true">
        {children ??
          Array.from({ length: lines }, (_, index) => (
            <SkeletonBlock key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
          ))}
      </div>
    </div>
  );
}
