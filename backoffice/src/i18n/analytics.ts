// Texts of the Analytics tab.
export const analyticsMessages = {
  title: 'Analytics',
  loading: 'Analytics loading',
  subtitle: 'Counted in the database; figures are as of now.',
  charts: {
    listings_by_city: 'Listed properties by city (top 10)',
    application_funnel: 'Managed rental application funnel',
    rvl_by_month: 'RVL collected by month',
    brokers_by_rank: 'Brokers by rank',
  },
  series: {
    listings: 'Listings',
    applications: 'Applications',
    collected: 'RVL collected',
    brokers: 'Brokers',
  },
  figures: 'Figures',
  no_data: 'Nothing to chart yet.',
  load_failed: 'Failed to load analytics',
} as const;
