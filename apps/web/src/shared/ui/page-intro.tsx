import type { ReactNode } from 'react';

/** The coloured band at the top of a public page: title and an optional lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="pk-page-intro">
      <div className="pk-container">
        <h1>{title}</h1>
        {lead && <p className="pk-lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

/** Text from a translation that holds paragraphs separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>);
}
