import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/class-names';
import '../../styles/control.css';
import './text-area.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Lets the user drag the height; on by default. */
  resizable?: boolean;
}

export function TextArea({ resizable = true, rows = 4, className, ...rest }: TextAreaProps) {
  return (
    <textarea
      {...rest}
      rows={rows}
      className={cx('cc-control', 'cc-text-area', !resizable && 'cc-text-area--fixed', className)}
    />
  );
}
