import { Avatar, Button, Chip, Stack, Typography } from '@mui/material';
import { ROLE_LABELS, roleBadgeVariant, type AppRole } from '@rentals/core/rules/roles';
import { useTranslate } from 'react-admin';
import type { CrmProfile } from '../dataProvider/crm.ts';
import './texts.ts';

const CHIP_COLOURS = {
  destructive: 'error',
  secondary: 'secondary',
  default: 'primary',
  outline: 'default',
} as const;

export interface CrmHeaderProps {
  profile: CrmProfile;
  onAddRvl: () => void;
  onShadowPower: () => void;
}

/** Avatar, name, contact, place, role badges and the profile's actions (spec 2.11). */
export function CrmHeader({ profile, onAddRvl, onShadowPower }: CrmHeaderProps) {
  const translate = useTranslate();
  const name = profile.full_name ?? profile.email ?? '—';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Avatar src={profile.avatar_url ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="h6">
          {name}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {profile.email ?? '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[profile.phone, [profile.city, profile.state].filter(Boolean).join(', ')]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {profile.phone && profile.phone_verified && (
          <Typography variant="caption" color="success.main">
            {translate('app.users.phone_verified')}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {profile.roles.map((role) => (
            <Chip
              key={role}
              size="small"
              label={translate(`app.role_labels.${role}`, {
                _: ROLE_LABELS[role as AppRole] ?? role,
              })}
              color={CHIP_COLOURS[roleBadgeVariant(role)]}
            />
          ))}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onAddRvl}>
          {translate('app.crm.add_rvl')}
        </Button>
        {profile.roles.includes('affiliate') && (
          <Button variant="outlined" onClick={onShadowPower}>
            {translate('app.crm.shadow_power')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
