/** A chosen file; `size` is what the browser reports, whatever the content. */
export function file(name: string, type: string, size = 1_000): File {
  const chosen = new File(['x'], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

export const MB = 1024 * 1024;

/** A promise settled from outside, for a request that is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The FormData of a mocked upload call. */
export const sentFile = (body: unknown, field: string) => (body as FormData).get(field) as File;
