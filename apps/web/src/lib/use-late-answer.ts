import { useDeferredValue } from 'react';

/**
 * A query's data for a section whose answer lands after the page's first paint (the home page's boards, the
 * footer's providers). A query's update re-renders synchronously, in one task a phone's tap waits behind; deferred,
 * React renders the section with its answer at a transition's priority, in slices, and the urgent render in between
 * keeps what was shown (the placeholders). Undefined until the answer has been rendered so.
 */
export function useLateAnswer<T>(data: T | undefined): T | undefined {
  return useDeferredValue(data);
}
