// The shape of a marketing page's text. Pages are prerendered in English, so their words live here
// as typed content rather than in the message catalogue.

/** A link styled as a button; `primary` is the page's main action. */
export interface Action {
  label: string;
  href: string;
  primary?: boolean;
}

export interface Feature {
  title: string;
  text: string;
  /** Where the item leads, when it stands for a page of its own. */
  href?: string;
}

export interface Question {
  question: string;
  answer: string;
}

/** A section of cards (`grid`) or of numbered steps (`steps`), with an h2 and an h3 per item. */
export interface Section {
  kind: 'grid' | 'steps';
  /** Fragment id of the section, unique on the page: 'how-it-works'. */
  id: string;
  heading: string;
  intro?: string;
  items: Feature[];
}

export interface MarketingPageContent {
  /** The route, also the canonical path: '/property-owners'. */
  path: string;
  title: string;
  description: string;
  hero: { eyebrow: string; heading: string; lead: string; actions: Action[] };
  sections: Section[];
  faq?: Question[];
  cta: { heading: string; text: string; actions: Action[] };
}

/** A terms or privacy document: numbered sections of paragraphs and bullet lists. */
export interface LegalDocumentContent {
  path: string;
  title: string;
  description: string;
  heading: string;
  /** ISO date of the current version: '2026-11-22'. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Text after the list. */
  after?: string[];
}
