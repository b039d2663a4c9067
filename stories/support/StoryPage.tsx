import type { ReactNode } from 'react';
import './listing.css';

/** A story's page: its note (what the story shows) above the widgets, styled like the demo. */
export function StoryPage({ note, children }: { note?: string | undefined; children: ReactNode }) {
  return (
    <main className="sb-listing">
      {note ? (
        <p className="sb-listing__note">
          <strong>Story note:</strong>
          {note}
        </p>
      ) : null}
      {children}
    </main>
  );
}
