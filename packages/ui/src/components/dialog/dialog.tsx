import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { cx } from '../../lib/class-names';
import { tabbableElements } from '../../lib/focusable';
import { Button, type ButtonVariant } from '../button/button';
import { enterModal } from './modal-page';
import './dialog.css';

/** `full` covers the whole window (a photo viewer on a phone as on a laptop). */
export type DialogSize = 'sm' | 'md' | 'lg' | 'full';

export interface DialogProps {
  open: boolean;
  /** Called on Esc, a backdrop click or the close button, unless `dismissible` is false. */
  onClose: () => void;
  /** Also the dialog's accessible name. */
  title: ReactNode;
  /** Also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the end. */
  footer?: ReactNode;
  size?: DialogSize;
  /** False while something must finish first (e.g. a request): Esc, backdrop and × do nothing. */
  dismissible?: boolean;
  /** Where focus goes on open; by default the first focusable element of the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  hideCloseButton?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
  hideCloseButton = false,
  role = 'dialog',
  className,
}: DialogProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'cc-dialog-portal';
    return element;
  });
  // Read during the first render, before anything inside the dialog can take focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useLayoutEffect(() => {
    document.body.appendChild(container);
    const panel = panelRef.current;
    const content = contentRef.current;
    const target =
      initialFocusRef?.current ?? (content && tabbableElements(content)[0]) ?? panel ?? null;
    // Focus moves in before the page is hidden: hiding the element that holds focus would drop
    // focus to <body> (inert) or be refused by the browser (aria-hidden).
    target?.focus();
    const leaveModal = enterModal(container);
    return () => {
      leaveModal();
      container.remove();
      if (opener?.isConnected) opener.focus();
    };
    // The dialog is mounted only while open, so this runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A nested dialog handles its own keys first; its portal still bubbles through this one.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbables = tabbableElements(panelRef.current);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Close only on a press that starts and ends on the backdrop, so selecting text inside the
  // dialog and releasing outside it doesn't dismiss it.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && dismissible) onClose();
  };

  return createPortal(
    // The backdrop only catches pointer presses outside the panel; keyboard users dismiss with Escape.
    <div
      role="presentation"
      className={cx('cc-dialog-backdrop', size === 'full' && 'cc-dialog-backdrop--full')}
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('cc-dialog', `cc-dialog--${size}`, className)}
        onKeyDown={handleKeyDown}
      >
        <div className="cc-dialog__header">
          <h2 id={titleId} className="cc-dialog__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="cc-dialog__close"
              aria-label={t('dialog.close')}
              disabled={!dismissible}
              onClick={onClose}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          )}
        </div>
        <div ref={contentRef} className="cc-dialog__content">
          {description !== undefined && (
            <div id={descriptionId} className="cc-dialog__description">
              {description}
            </div>
          )}
          {children !== undefined && <div className="cc-dialog__body">{children}</div>}
          {footer !== undefined && <div className="cc-dialog__footer">{footer}</div>}
        </div>
      </div>
    </div>,
    container,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions such as deleting a vehicle. */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** The confirmed action is running: confirm shows a spinner, nothing else can close the dialog. */
  busy?: boolean;
  size?: DialogSize;
}

export function ConfirmDialog({
  open,
  title,
  description,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  // The safe choice gets focus, so a stray Enter never deletes anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      size={size}
      dismissible={!busy}
      hideCloseButton
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
