// React (and the other libraries Astro renders with) choose their production or development build
// by NODE_ENV when first loaded, and the site's server is the production server whoever starts it.
// With NODE_ENV unset, React's development build rendered every page, and its debug stack for each
// element was the largest part of a page's CPU.

/** Sets NODE_ENV to `production` unless it was given; call before the build's entry is loaded. */
export function productionUnlessSet(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.NODE_ENV) env.NODE_ENV = 'production';
  return env.NODE_ENV;
}
