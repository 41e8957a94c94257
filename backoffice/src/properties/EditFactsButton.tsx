import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import './factsTexts.ts';

/** A listing row's way to its Edit facts screen, named with the listing for screen readers. */
export function EditFactsButton({ record }: { record: { id: string; title: string } }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'properties', id: record.id, type: 'edit' })}
      size="small"
      startIcon={<EditIcon />}
      aria-label={translate('app.property_facts.edit_of', { title: record.title })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.property_facts.edit')}
    </Button>
  );
}
