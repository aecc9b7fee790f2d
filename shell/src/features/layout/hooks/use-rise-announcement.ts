import { useEffect, useRef, useState } from 'react';

export const ANNOUNCE_DELAY_MS = 2_000;

/**
 * What a polite live region says about `count`: nothing for the first known value or a fall,
 * and, once the count has rested `delay` ms higher than when it was last said, the new count
 * (`describe(count)`). A burst of arrivals is said once; the region empties on a fall, so the same
 * number rising again is said again.
 */
export function useRiseAnnouncement(
  count: number | undefined,
  describe: (count: number) => string,
  delay = ANNOUNCE_DELAY_MS,
): string {
  const [message, setMessage] = useState('');
  const baseline = useRef<number | undefined>(undefined);
  const describeRef = useRef(describe);

  useEffect(() => {
    describeRef.current = describe;
  }, [describe]);

  useEffect(() => {
    if (count === undefined) return;
    if (baseline.current === undefined || count < baseline.current) {
      if (baseline.current !== undefined) setMessage('');
      baseline.current = count;
      return;
    }
    if (count === baseline.current) return;
    const timer = setTimeout(() => {
      baseline.current = count;
      setMessage(describeRef.current(count));
    }, delay);
    return () => clearTimeout(timer);
  }, [count, delay]);

  return message;
}
