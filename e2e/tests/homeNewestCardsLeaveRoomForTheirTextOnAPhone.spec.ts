import { expect, test } from '../src/fixtures.ts';

test('the home page’s newest listings on a 390 px phone are one card to a row, with room for the title and rent', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Newest listings' });
  const bodies = section.locator('.property-card__body');
  await expect(bodies.first()).toBeVisible();
  const widths = await bodies.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
  for (const width of widths) expect(width, 'text column of a card').toBeGreaterThan(200);
});
