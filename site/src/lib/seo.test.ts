import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalPath, jsonLdText, publicOrigin, siteUrlFromEnv } from './seo.ts';

describe('siteUrlFromEnv', () => {
  it('gives the origin of SITE_URL, or undefined when unset', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://rentals.example.in/' })).toBe(
      'https://rentals.example.in',
    );
    expect(siteUrlFromEnv({ SITE_URL: ' http://localhost:4321 ' })).toBe('http://localhost:4321');
    expect(siteUrlFromEnv({})).toBeUndefined();
    expect(siteUrlFromEnv({ SITE_URL: '' })).toBeUndefined();
  });

  it('refuses a value that is not an http(s) URL', () => {
    expect(() => siteUrlFromEnv({ SITE_URL: 'rentals.example.in' })).toThrow(
      /SITE_URL must be an absolute http\(s\) URL/,
    );
    expect(() => siteUrlFromEnv({ SITE_URL: 'ftp://rentals.example.in' })).toThrow(
      /SITE_URL must be an http\(s\) URL/,
    );
  });
});

describe('publicOrigin', () => {
  const request = new URL('http://127.0.0.1:4321/property/42?x=1');

  it('prefers SITE_URL over the address the request came to', () => {
    expect(publicOrigin(request, false, { SITE_URL: 'https://rentals.example.in' })).toBe(
      'https://rentals.example.in',
    );
    expect(publicOrigin(request, true, { SITE_URL: 'https://rentals.example.in' })).toBe(
      'https://rentals.example.in',
    );
  });

  it("uses the request's origin for rendered pages and none for prerendered ones without SITE_URL", () => {
    expect(publicOrigin(request, false, {})).toBe('http://127.0.0.1:4321');
    expect(publicOrigin(request, true, {})).toBeUndefined();
  });
});

describe('absoluteUrl and canonicalPath', () => {
  it('joins paths onto the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/property/42', 'https://r.in')).toBe('https://r.in/property/42');
    expect(absoluteUrl('/properties?city=Pune&bhk=2', 'https://r.in')).toBe(
      'https://r.in/properties?city=Pune&bhk=2',
    );
    expect(absoluteUrl('https://cdn.example/p.jpg', 'https://r.in')).toBe(
      'https://cdn.example/p.jpg',
    );
  });

  it('drops trailing slashes except on the root', () => {
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/about')).toBe('/about');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', description: '<!-- x' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script>',
      description: '<!-- x',
    });
  });
});
