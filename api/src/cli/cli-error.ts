/** A failure the operator can fix (a typo in an e-mail or role): printed without a stack trace. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}
