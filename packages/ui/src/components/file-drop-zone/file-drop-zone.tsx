import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Button } from '../button/button';
import './file-drop-zone.css';

export interface FileDropZoneProps {
  /** Text of the button that opens the file picker, e.g. "Choose photos". */
  buttonLabel: string;
  /** Shown under the button and read with it, e.g. "or drop them here; JPEG or PNG, up to 10 MB". */
  hint?: ReactNode;
  /** The file input's `accept`, e.g. "image/jpeg,image/png". */
  accept?: string;
  multiple?: boolean;
  /** Nothing can be chosen or dropped; say why in an element named by `describedBy`. */
  disabled?: boolean;
  /** Called with what was chosen or dropped, possibly nothing (a dropped link, say). */
  onFiles: (files: File[]) => void;
  /** Ids of further elements describing the button (a reason it is disabled, an error). */
  describedBy?: string;
  /** Accessible name of the file input, when it should differ from the button label. */
  inputLabel?: string;
  className?: string;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * A file button that is also a drop target. The button is what keyboard and screen-reader users
 * reach; the native input stays hidden, and is reset after each choice so picking the same file
 * again still reports it.
 */
export function FileDropZone({
  buttonLabel,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  describedBy,
  inputLabel,
  className,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // dragenter/dragleave fire for every child crossed; counting them tells when the pointer leaves.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const describedByIds = cx(hint !== undefined && hintId, describedBy) || undefined;

  const stopDragging = () => {
    depth.current = 0;
    setDragging(false);
  };

  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    // Without this the browser opens a dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = hasFiles(event) ? 'copy' : 'none';
  };
  const handleDragLeave = () => {
    if (depth.current === 0) return;
    depth.current -= 1;
    if (depth.current === 0) setDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    stopDragging();
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={cx(
        'cc-drop-zone',
        dragging && 'cc-drop-zone--active',
        disabled && 'cc-drop-zone--disabled',
        className,
      )}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      <input
        ref={inputRef}
        type="file"
        className="cc-drop-zone__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        aria-label={inputLabel ?? buttonLabel}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={describedByIds}
        onClick={() => inputRef.current?.click()}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
          </svg>
        }
      >
        {buttonLabel}
      </Button>
      {hint !== undefined && (
        <div id={hintId} className="cc-drop-zone__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
