/** A shop policy as its page shows it: plain text, so the words live apart from the layout. */
export type PolicyBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { list: readonly string[] }
  /** A table: a header row, then rows. */
  | { table: { head: readonly string[]; rows: readonly (readonly string[])[] } }
  /** Links to other pages of the site (only built pages). */
  | { links: readonly { to: string; label: string }[] };

export interface PolicySection {
  /** The anchor the table of contents links to. */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface Policy {
  /** The page's path, e.g. /customer/shipping. */
  path: string;
  /** Its name in the side navigation and the footer. */
  navLabel: string;
  /** The page heading (h1). */
  title: string;
  /** The meta description and the help centre's one-line summary. */
  summary: string;
  /** The paragraph under the heading. */
  intro: string;
  sections: readonly PolicySection[];
}

/** When the policies were last revised (shown on every page). */
export const policiesUpdated = '2026-11-01';
