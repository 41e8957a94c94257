// Stories of checked forms stay on their page: a post the form lets through is stopped at the window,
// after the form and any test listening before it have seen it.
import { useEffect, type ReactNode } from 'react';

function StayOnPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('submit', stop);
    return () => window.removeEventListener('submit', stop);
  }, []);
  return <>{children}</>;
}

export const stayOnPage = (Story: () => ReactNode) => (
  <StayOnPage>
    <Story />
  </StayOnPage>
);

/** A story's play: press the checked form's submit button, as a person would. */
export async function pressSubmit({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  canvasElement.querySelector<HTMLButtonElement>('form[data-checked-form] button[type="submit"]')?.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
