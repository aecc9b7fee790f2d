export interface SessionConfig {
  /**
   * Moves the browser to an in-site path; the shell wires its router here. The promise, if any,
   * settles when the new page is shown.
   */
  navigate(to: string): void | Promise<void>;
  /** Receives failures that do not interrupt the user (logout); the shell wires Sentry here. */
  reportError(error: unknown): void;
}

const config: SessionConfig = {
  navigate: (to) => window.location.assign(to),
  reportError: () => undefined,
};

export function configureSession(options: Partial<SessionConfig>): void {
  if (options.navigate) config.navigate = options.navigate;
  if (options.reportError) config.reportError = options.reportError;
}

export function sessionConfig(): Readonly<SessionConfig> {
  return config;
}
