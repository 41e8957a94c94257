import { useQuery } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../dataProvider.ts';
import type { WorkCounts } from '../dataProvider/dashboard.ts';

/**
 * What waits in each queue, for the menu and Quick Actions: one call shared by both, read again
 * with every refresh of the screen (an action taken) and each minute. Without an answer no count is
 * shown: the menu is no place for an error.
 */
export function useWorkCounts(): WorkCounts | undefined {
  const dataProvider = useConsoleDataProvider();
  const { data } = useQuery({
    queryKey: ['console', 'work-counts'],
    queryFn: () => dataProvider.getWorkCounts(),
    refetchInterval: 60_000,
  });
  return data;
}
