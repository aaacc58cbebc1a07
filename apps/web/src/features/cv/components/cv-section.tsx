import type { ReactNode } from 'react';

/** One titled part of the CV (a card with an h2 that names the region). */
export function CvSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const headingId = `pk-cv-${id}`;
  return (
    <section className="pk-card pk-cv-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead && <p className="pk-muted">{lead}</p>}
      {children}
    </section>
  );
}
