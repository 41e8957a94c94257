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

const TABS = ['Overview', 'Shadow Balancing', 'Commission Rules', 'Implementation'] as const;

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

const PANELS: Record<(typeof TABS)[number], ReactNode> = {
  Overview: (
    <Points
      items={[
        'Rental Value Lock (RVL): the monthly rent-based value locked for a managed rental; the affiliate programme is based on monthly RVL.',
        `Affiliate programme: up to ${COMMISSION_DEPTH} levels (personal plus ${COMMISSION_DEPTH - 1} differential), with a 50:50 primary/growth stream balance.`,
        'Shadow power: an admin-granted amount in INR for affiliates, used for balancing and never counted towards commission.',
        `Managed rentals: admins approve and configure applications and track RVL for the current month and the ${RVL_TRACKING_MONTHS - 1} before it.`,
      ]}
    />
  ),
  'Shadow Balancing': (
    <Points
      items={[
        'Fast Track Advantage: while enabled, the stronger leg counts for rank qualification; commission stays based on actual volume.',
        `Default period ${SHADOW_BALANCING_DEFAULT_DAYS} days, at most ${SHADOW_BALANCING_MAX_DAYS} days (about 6 months); the start cannot be earlier than today in India.`,
        `Expiring Soon when 1 to ${SHADOW_BALANCING_EXPIRING_DAYS} days remain; Expired once the end date has passed.`,
        'Every enable, modification and disable is written to the audit log with the admin and the reason.',
      ]}
    />
  ),
  'Commission Rules': (
    <Points
      items={[
        ...RANKS.map(
          (r) => `${r.label}: ${r.percentage}% from ${formatRupees(r.threshold)} of qualified RVL`,
        ),
        `Without a computed rank the commission is ${DEFAULT_COMMISSION_PERCENT}%. Default management fee ${DEFAULT_MANAGEMENT_FEE_PERCENTAGE}%.`,
      ]}
    />
  ),
  Implementation: (
    <Points
      items={[
        'Every business change is one database function that checks the caller, validates, writes atomically and audits.',
        'Admin powers need the admin role, a second factor (TOTP) and a live session.',
        'Row-level security on every table; decision columns cannot be written directly, not even by admins.',
        'Ranks and commissions are computed monthly by one engine shared with the affiliate calculator.',
      ]}
    />
  ),
};

/** Quick Reference: the programme's rules in four tabs. */
export function QuickReference() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const name = TABS[tab] ?? 'Overview';
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
          <Tab key={t} label={t} id={`quick-tab-${i}`} aria-controls="quick-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="quick-panel" aria-labelledby={`quick-tab-${tab}`}>
        {PANELS[name]}
      </div>
    </Paper>
  );
}
