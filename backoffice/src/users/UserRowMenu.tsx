import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminUserRow } from '../dataProvider/users.ts';
import './texts.ts';

/** What an admin can do for a person from the Users list. */
export interface UserActions {
  onViewCrm: (row: AdminUserRow) => void;
  onAddRvl: (row: AdminUserRow) => void;
  onShadowPower: (row: AdminUserRow) => void;
}

/**
 * A person's actions behind one button, so the row stays one line high: View CRM, Add RVL and,
 * for an affiliate, Shadow Power.
 */
export function UserRowMenu({ row, onViewCrm, onAddRvl, onShadowPower }: UserActions & { row: AdminUserRow }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = row.full_name ?? row.email ?? row.id;
  const pick = (action: (r: AdminUserRow) => void) => () => {
    setAnchor(null);
    action(row);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.people.actions', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onViewCrm)}>{translate('app.users.actions.view_crm')}</MenuItem>
        <MenuItem onClick={pick(onAddRvl)}>{translate('app.users.actions.add_rvl')}</MenuItem>
        {row.roles.includes('affiliate') && (
          <MenuItem onClick={pick(onShadowPower)}>{translate('app.users.actions.shadow_power')}</MenuItem>
        )}
      </Menu>
    </>
  );
}
