import type { ErrorKind, ErrorPayload } from '@carclub/contracts';

export interface ApiErrorInit {
  kind: ErrorKind;
  message: string;
  status?: number;
  fieldErrors?: Record<string, string>;
  payload?: ErrorPayload;
  cause?: unknown;
}

/** Every failed call as one type: a catalogue kind, a translated message and per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ErrorKind;
  readonly status?: number;
  /** Field name -> translated message, ready for react-hook-form's `setError`. */
  readonly fieldErrors: Record<string, string>;
  readonly payload?: ErrorPayload;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.payload = init.payload;
  }
}
