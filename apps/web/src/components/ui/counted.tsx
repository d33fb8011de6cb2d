import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What a dialog's count says once the server has counted (a removal's consequences): a line while it counts,
 * one if it could not, else `children` of the answer.
 */
export function Counted<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is counted, in the lines' words: 'their orders and trades'. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <p className="text-sm text-danger">Could not count {what}.</p>;
  if (!query.data)
    return (
      <p className="text-sm text-tape-400" aria-busy>
        Counting {what}…
      </p>
    );
  return children(query.data);
}
