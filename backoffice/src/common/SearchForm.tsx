import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Form, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Typing pauses this long before a search is sent, so a word typed quickly is one request. */
const PAUSE_MS = 300;

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
 * searches at once rather than reloading the page. A term is sent once, however it arrives.
 */
export function SearchForm({ onSearch, sx, ...input }: SearchFormProps) {
  const sent = useRef('');
  const send = (term: string) => {
    if (term === sent.current) return;
    sent.current = term;
    onSearch(term);
  };
  return (
    <Box sx={sx}>
      <Form
        noValidate
        defaultValues={{ search: '' }}
        onSubmit={(values: { search?: string | null }) => send((values.search ?? '').trim())}
      >
        <SearchInput {...input} onSearch={send} />
      </Form>
    </Box>
  );
}

function SearchInput({ onSearch, label, placeholder, helperText }: SearchFormProps) {
  // react-admin's text inputs hand an emptied field on as null.
  const text = useWatch<{ search: string | null }, 'search'>({ name: 'search' }) ?? '';
  const settle = useEffectEvent(() => onSearch(text.trim()));
  useEffect(() => {
    const timer = setTimeout(settle, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextInput
      source="search"
      label={label}
      placeholder={placeholder}
      type="search"
      helperText={helperText ?? false}
      margin="none"
      fullWidth
    />
  );
}
