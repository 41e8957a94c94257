// On a slow phone the server's HTML takes typing before React takes the page over. React leaves the
// typed text on screen while it hydrates, then puts the value its state holds back at its next
// render, and the text is gone. A controlled input that uses this hook keeps it as its value.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref for a controlled input: what was typed into it before hydration, when it differs from
 * `value`, is handed to `onTyped` as if typed after. It is read before anything renders again, and
 * handed on in a passive effect, once every listener is in place (react-hook-form subscribes to
 * its values in layout effects of the form, which run after the field's own).
 */
export function useTypedBeforeHydration(value: string, onTyped: (typed: string) => void): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef<string | undefined>(undefined);
  const read = useRef(false);
  useLayoutEffect(() => {
    if (read.current) return;
    read.current = true;
    const shown = input.current?.value;
    if (shown !== undefined && shown !== value) typed.current = shown;
  }, [value]);
  useEffect(() => {
    const text = typed.current;
    if (text === undefined) return;
    typed.current = undefined;
    onTyped(text);
  }, [onTyped]);
  return input;
}
