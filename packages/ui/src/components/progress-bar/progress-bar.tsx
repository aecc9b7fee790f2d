import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/class-names';
import './progress-bar.css';

export type ProgressBarTone = 'accent' | 'success' | 'danger';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Done so far, from 0 to `max`; values outside are clamped. */
  value: number;
  max?: number;
  /** The accessible name, e.g. the file being uploaded (or pass `aria-labelledby`). */
  label?: string;
  /** Read instead of the bare percentage, e.g. "45%, uploading" or "Done". */
  valueText?: string;
  tone?: ProgressBarTone;
}

/** A determinate progress bar (`role="progressbar"`), e.g. one file of an upload. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'accent',
  className,
  ...rest
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      aria-label={label}
      {...rest}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cx('cc-progress', `cc-progress--${tone}`, className)}
    >
      <div className="cc-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
