import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export interface ChoiceFilterProps {
  source: string;
  /** Catalogue key of the field's label. */
  label: string;
  /** Catalogue key of the choice that filters nothing ('All statuses'). */
  allLabel: string;
  choices: readonly { id: string; name: string }[];
  /** Read by react-admin's filter form: shown without being added first. */
  alwaysOn?: boolean;
}

/**
 * A list filter picking one value, or none: "All statuses" is a choice named as it reads (react-admin's
 * SelectInput names its empty choice "Clear value" to a screen reader, not what the eye reads).
 * Picking it removes the filter.
 */
export function ChoiceFilter({ source, label, allLabel, choices }: ChoiceFilterProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source, defaultValue: '' });
  return (
    <TextField
      select
      id={id}
      size="small"
      variant="filled"
      label={translate(label)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate(allLabel)}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}
