// Texts of the System Documentation Center's documents and its Quick Reference (the documents'
// bodies are written in English only, as the product's specification is).
export const documentsMessages = {
  live: 'Live',
  srs: {
    title: 'Software Requirements Specification (SRS)',
    description: 'The product: routes, entities, states, rules, roles, calls, messages and constants.',
    category: 'Requirements',
  },
  compensation: {
    title: 'Current Compensation Plan',
    description: 'Ranks, the 50:50 rule, shadow balancing, shadow power and the 10-level commission.',
    category: 'Business',
  },
  schema: {
    title: 'Database Schema Documentation',
    description: 'Tables, columns, row-level security policies, views and functions, read from the live database.',
    category: 'Technical',
  },
  security: {
    title: 'Security & Audit Requirements',
    description: 'What the database enforces: access, second factor, one function per change, the audit trail.',
    category: 'Compliance',
  },
  quick: {
    tabs: {
      overview: 'Overview',
      shadow_balancing: 'Shadow Balancing',
      commission_rules: 'Commission Rules',
      implementation: 'Implementation',
    },
    overview: {
      rvl: 'Rental Value Lock (RVL): the monthly rent-based value locked for a managed rental; the affiliate programme is based on monthly RVL.',
      programme:
        'Affiliate programme: up to %{depth} levels (personal plus %{differential} differential), with a 50:50 primary/growth stream balance.',
      shadow_power: 'Shadow power: an admin-granted amount in INR for affiliates, used for balancing and never counted towards commission.',
      managed:
        'Managed rentals: admins approve and configure applications and track RVL for the current month and the %{previous} before it.',
    },
    shadow_balancing: {
      fast_track:
        'Fast Track Advantage: while enabled, the stronger leg counts for rank qualification; commission stays based on actual volume.',
      period:
        'Default period %{default_days} days, at most %{max_days} days (about 6 months); the start cannot be earlier than today in India.',
      expiring: 'Expiring Soon when 1 to %{expiring_days} days remain; Expired once the end date has passed.',
      audit: 'Every enable, modification and disable is written to the audit log with the admin and the reason.',
    },
    commission_rules: {
      rank: '%{rank}: %{percentage}% from %{threshold} of qualified RVL',
      defaults: 'Without a computed rank the commission is %{default_percent}%. Default management fee %{fee_percent}%.',
    },
    implementation: {
      functions: 'Every business change is one database function that checks the caller, validates, writes atomically and audits.',
      admin: 'Admin powers need the admin role, a second factor (TOTP) and a live session.',
      rls: 'Row-level security on every table; decision columns cannot be written directly, not even by admins.',
      engine: 'Ranks and commissions are computed monthly by one engine shared with the affiliate calculator.',
    },
  },
};
