// A text input with a list of suggestions (WAI-ARIA combobox with a listbox popup): typing filters
// the choices, the up and down keys move through them, Enter or a click picks one, Escape closes
// the list. The input stays a plain named form field, so FormData reads what it shows. The
// visitors' search fields behave the same without React (lib/places/placeTypeahead.ts).
import { useEffect, useId, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { useTypedBeforeHydration } from '../form/typedBeforeHydration.ts';
import { matchingOptions } from '../../lib/places/matching.ts';

export interface ComboboxProps {
  id?: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Leaving the input (a form library marks the field touched). */
  onBlur?: () => void;
  /** The input itself, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
  /** Read out after the suggestions appear: '{count} suggestions…'. */
  countText: (count: number) => string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function Combobox({ id, name, options, value, onChange, onBlur, ref, countText, ...input }: ComboboxProps) {
  const listId = useId();
  const own = useTypedBeforeHydration(value, onChange);
  useImperativeHandle(ref, () => own.current as HTMLInputElement, [own]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Focused before React took the page over: that focus event went unseen, and the person typing
  // there would get no suggestions until they left the field and came back.
  useEffect(() => {
    if (own.current && own.current === own.current.ownerDocument.activeElement) setOpen(true);
  }, [own]);
  const shown = open ? matchingOptions(options, value).slice(0, 12) : [];
  const exact = shown.length === 1 && shown[0]?.toLowerCase() === value.trim().toLowerCase();
  const expanded = shown.length > 0 && !exact;

  const pick = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length === 0 ? -1 : (index + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && shown[active]) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="combobox">
      <input
        {...input}
        ref={own}
        id={id}
        name={name}
        value={value}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul className="combobox__list" id={listId} role="listbox" hidden={!expanded}>
        {expanded &&
          shown.map((option, index) => (
            <li
              key={option}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option}
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {expanded ? countText(shown.length) : ''}
      </p>
    </div>
  );
}
