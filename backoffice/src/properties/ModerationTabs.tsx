import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import {
  REVIEW_FILTERS,
  REVIEW_TAB_LABELS,
  REVIEW_TABS,
  tabOfFilter,
  withTab,
  type ReviewTab,
} from './moderationFilters.ts';

/** Count of a review queue; only the two queues are counted, each an index walk at any size. */
function useQueueCount(tab: ReviewTab): number | undefined {
  const { total } = useGetList(
    'properties',
    { pagination: { page: 1, perPage: 1 }, filter: REVIEW_FILTERS[tab] },
    { enabled: tab === 'pending' || tab === 'rejected' },
  );
  return tab === 'pending' || tab === 'rejected' ? total : undefined;
}

/** All, Pending review (n), Rejected (n), Verified: a filter of the list beside its search and city, not separate pages. */
export function ModerationTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const current = tabOfFilter(filterValues);
  const counts: Partial<Record<ReviewTab, number | undefined>> = {
    pending: useQueueCount('pending'),
    rejected: useQueueCount('rejected'),
  };
  return (
    <Tabs
      value={current}
      onChange={(_, tab: ReviewTab) => setFilters(withTab(filterValues, tab), displayedFilters)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate('app.moderation.review_status')}
    >
      {REVIEW_TABS.map((tab) => {
        const label = translate(`app.moderation.tabs.${tab}`, { _: REVIEW_TAB_LABELS[tab] });
        return (
          <Tab
            key={tab}
            value={tab}
            label={
              counts[tab] == null
                ? label
                : translate('app.moderation.tab_count', { label, count: counts[tab] })
            }
          />
        );
      })}
    </Tabs>
  );
}
