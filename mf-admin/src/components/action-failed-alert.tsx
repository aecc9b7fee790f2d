import './action-failed-alert.css';

/**
 * Why an action in a dialog failed, said inside the dialog: while a modal is open everything
 * outside it, the page's toasts included, is inert and hidden from screen readers.
 */
export function ActionFailedAlert({ message }: { message: string | null }) {
  return message === null ? null : (
    <p role="alert" className="action-failed-alert">
      {message}
    </p>
  );
}
