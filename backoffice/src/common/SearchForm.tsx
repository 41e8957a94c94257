import type { SxProps, Theme } from '@mui/material';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useDebounced } from '../console/useDebounced.ts';

export interface SearchFormProps {
  label: string;
  placeholder?: string;
  helperText?: ReactNode;
  /** Receives the trimmed text once typing pauses (one request per word, not per key), or at once on Enter. */
  onSearch: (term: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * A list's search box as a react-admin form of one field: the text lives in the form, and Enter
 * searches at once rather than reloading the page.
 */
export function SearchForm({ onSearch, ...input }: SearchFormProps) {
  return (
    <Form
      noValidate
      defaultValues={{ search: '' }}
      onSubmit={(values) => onSearch(String(values.search ?? '').trim())}
    >
      <SearchInput {...input} onSearch={onSearch} />
    </Form>
  );
}

function SearchInput({ onSearch, label, placeholder, helperText, sx }: SearchFormProps) {
  // react-admin's text inputs hand an emptied field on as null.
  const text = useWatch<{ search: string | null }, 'search'>({ name: 'search' }) ?? '';
  const settled = useDebounced(text.trim());
  // Only a new settled text searches: a parent's new callback alone does not (it may reset paging).
  const search = useEffectEvent(onSearch);
  useEffect(() => search(settled), [settled]);
  return (
    <TextInput
      source="search"
      label={label}
      placeholder={placeholder}
      type="search"
      helperText={helperText ?? false}
      margin="none"
      sx={sx}
    />
  );
}
