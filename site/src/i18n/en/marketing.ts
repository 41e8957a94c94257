// English texts of the marketing area: the labels the marketing components share. The pages' own
// words are typed content in src/marketing/ (prerendered pages are English).
export const marketing = {
  'marketing.faq.heading': 'Frequently asked questions',
  'marketing.legal.updated': 'Last updated {date}',
  'marketing.legal.contents': 'On this page',
  'marketing.ranks.heading': 'Ranks and commission',
  'marketing.ranks.caption': 'Broker ranks: the qualified RVL a month needs, and the commission each rank earns on paid RVL',
  'marketing.ranks.rank': 'Rank',
  'marketing.ranks.threshold': 'Qualified RVL from',
  'marketing.ranks.percentage': 'Commission',
} as const;
