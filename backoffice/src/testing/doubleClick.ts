import userEvent from '@testing-library/user-event';

/** A double click as fast as a browser can deliver it: both clicks land before the screen renders again. */
export async function doubleClick(element: Element): Promise<void> {
  await userEvent.setup({ delay: null }).dblClick(element);
}
