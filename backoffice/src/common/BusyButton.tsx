import { Button, type ButtonProps } from '@mui/material';
import { useBusy } from './useBusy.ts';

export type BusyButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** The request the button sends; the button is busy until it settles. */
  onClick: () => unknown;
};

/** A button that sends its request once: busy (disabled, with a spinner) until the request settles. */
export function BusyButton({ onClick, ...props }: BusyButtonProps) {
  const [run, busy] = useBusy(onClick);
  return <Button {...props} loading={busy} aria-busy={busy} onClick={() => void run()} />;
}
