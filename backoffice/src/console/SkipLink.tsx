import { Box } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The first stop of the keyboard: "Skip to content" moves focus to the screen past the app bar
 * and the menu (15 stops before). Hidden until focused. The focus is moved by script, so the
 * address keeps no #fragment that a list's filters in the address would carry along.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('app.menu.skip_to_content')}
    </Box>
  );
}
