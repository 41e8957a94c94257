import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import {
  COMMISSION_DEPTH,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_MANAGEMENT_FEE_PERCENTAGE,
  RVL_TRACKING_MONTHS,
  SHADOW_BALANCING_DEFAULT_DAYS,
  SHADOW_BALANCING_EXPIRING_DAYS,
  SHADOW_BALANCING_MAX_DAYS,
} from '@rentals/core/constants';
import { formatRupees } from '@rentals/core/money';
import { RANKS } from '@rentals/core/ranks';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useRankLabel } from '../console/codeLabels.ts';
import './texts.ts';

const TABS = ['overview', 'shadow_balancing', 'commission_rules', 'implementation'] as const;
type Topic = (typeof TABS)[number];

function Points({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1 }}>
      {items.map((item, i) => (
        <li key={i}>
          <Typography variant="body2">{item}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** The points of each topic, in the console's language, with core's figures. */
function usePoints(): Record<Topic, string[]> {
  const translate = useTranslate();
  const rankName = useRankLabel();
  const t = (key: string, values?: Record<string, unknown>) => translate(`app.documents.quick.${key}`, values);
  return {
    overview: [
      t('overview.rvl'),
      t('overview.programme', { depth: COMMISSION_DEPTH, differential: COMMISSION_DEPTH - 1 }),
      t('overview.shadow_power'),
      t('overview.managed', { previous: RVL_TRACKING_MONTHS - 1 }),
    ],
    shadow_balancing: [
      t('shadow_balancing.fast_track'),
      t('shadow_balancing.period', { default_days: SHADOW_BALANCING_DEFAULT_DAYS, max_days: SHADOW_BALANCING_MAX_DAYS }),
      t('shadow_balancing.expiring', { expiring_days: SHADOW_BALANCING_EXPIRING_DAYS }),
      t('shadow_balancing.audit'),
    ],
    commission_rules: [
      ...RANKS.map((r) =>
        t('commission_rules.rank', { rank: rankName(r.id), percentage: r.percentage, threshold: formatRupees(r.threshold) }),
      ),
      t('commission_rules.defaults', {
        default_percent: DEFAULT_COMMISSION_PERCENT,
        fee_percent: DEFAULT_MANAGEMENT_FEE_PERCENTAGE,
      }),
    ],
    implementation: [t('implementation.functions'), t('implementation.admin'), t('implementation.rls'), t('implementation.engine')],
  };
}

/** Quick Reference: the programme's rules in four tabs. */
export function QuickReference() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const points = usePoints();
  const topic = TABS[tab] ?? 'overview';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="quick-reference">
      <Typography id="quick-reference" variant="h6" component="h2">
        {translate('app.documentation.quick_reference')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('app.documentation.quick_reference_topics')}
      >
        {TABS.map((t, i) => (
          <Tab key={t} label={translate(`app.documents.quick.tabs.${t}`)} id={`quick-tab-${i}`} aria-controls="quick-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="quick-panel" aria-labelledby={`quick-tab-${tab}`}>
        <Points items={points[topic]} />
      </div>
    </Paper>
  );
}
