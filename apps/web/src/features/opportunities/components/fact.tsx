import type { ReactNode } from 'react';

/** One term and its value in a posting's or an application's facts (`<dl className="pk-opp-facts">`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
