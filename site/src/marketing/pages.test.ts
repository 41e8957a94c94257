import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, MARKETING_PAGES } from './pages.ts';
import type { Action, MarketingPageContent } from './types.ts';

const PAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pages');
const everyPage = [...MARKETING_PAGES, ...LEGAL_DOCUMENTS];

// Public, listing and registration routes of spec 2.1 that marketing pages may link to.
const APP_ROUTES = ['/', '/properties', '/auth', '/properties/create', '/portal/user/submit-managed-rental', '/register/broker', '/affiliate/register', '/contact'];
const KNOWN = new Set([...APP_ROUTES, ...everyPage.map((page) => page.path)]);

function links(page: MarketingPageContent): string[] {
  const actions: Action[] = [...page.hero.actions, ...page.cta.actions];
  return [...actions.map((action) => action.href), ...page.sections.flatMap((section) => section.items.flatMap((item) => (item.href ? [item.href] : [])))];
}

function words(value: unknown): string {
  return JSON.stringify(value);
}

describe('marketing and legal pages', () => {
  it('cover the 13 prerendered routes besides /contact, each with a page file that prerenders', () => {
    expect(everyPage.map((page) => page.path).sort()).toEqual([
      '/about', '/brokers', '/corporates', '/furnished-leasing', '/guaranteed-lease', '/legal-support', '/privacy-policy',
      '/property-management', '/property-owners', '/services', '/tenant-verification', '/tenants', '/terms-conditions',
    ]);
    for (const page of everyPage) {
      const source = fs.readFileSync(path.join(PAGES_DIR, `${page.path.slice(1)}.astro`), 'utf8');
      expect(source, page.path).toContain('export const prerender = true;');
    }
  });

  it('have their own title (at most 75 characters) and description (70 to 200 characters)', () => {
    for (const page of everyPage) {
      expect(page.title.length, `${page.path} title "${page.title}"`).toBeLessThanOrEqual(75);
      expect(page.description.length, `${page.path} description`).toBeGreaterThanOrEqual(70);
      expect(page.description.length, `${page.path} description`).toBeLessThanOrEqual(200);
    }
    expect(new Set(everyPage.map((page) => page.title)).size, 'distinct titles').toBe(everyPage.length);
    expect(new Set(everyPage.map((page) => page.description)).size, 'distinct descriptions').toBe(everyPage.length);
  });

  it('link only to routes that exist, to the contact form with a known topic, or to a section of the page', () => {
    for (const page of MARKETING_PAGES) {
      const ids = new Set([...page.sections.map((section) => section.id), 'ranks']);
      for (const href of links(page)) {
        if (href.startsWith('#')) expect(ids.has(href.slice(1)), `${page.path} → ${href}`).toBe(true);
        else expect(KNOWN.has(href.split('?')[0] ?? ''), `${page.path} → ${href}`).toBe(true);
      }
      expect(links(page).some((href) => href.startsWith('/')), `${page.path} links to the app`).toBe(true);
    }
  });

  it('give every section an id of its own and a heading, and every page a main action', () => {
    for (const page of MARKETING_PAGES) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, `${page.path} section ids`).toBe(ids.length);
      expect(page.hero.actions.filter((action) => action.primary), `${page.path} primary hero action`).toHaveLength(1);
      for (const section of page.sections) expect(section.items.length, `${page.path}#${section.id}`).toBeGreaterThan(0);
    }
    for (const doc of LEGAL_DOCUMENTS) {
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size, `${doc.path} section ids`).toBe(ids.length);
    }
  });

  it('carry no placeholder text', () => {
    for (const page of everyPage) {
      expect(words(page), page.path).not.toMatch(/lorem|ipsum/i);
      expect(words(page), page.path).not.toMatch(/\bTODO\b|\bTBD\b|\bundefined\b|\bNaN\b|\[object /);
    }
  });

  it('state the compensation plan and constants as core has them', () => {
    const brokers = words(MARKETING_PAGES.find((page) => page.path === '/brokers'));
    for (const fact of ['₹999', '10% to 35%', 'Starter', 'Chairman', '10 levels', '50:50', 'D earns ₹2,000', 'B earns the 5% difference (₹1,000)']) {
      expect(brokers, fact).toContain(fact);
    }
    expect(words(MARKETING_PAGES.find((page) => page.path === '/guaranteed-lease')), 'RVL example').toContain('₹50,000 has an RVL of ₹4,000');
  });

  it('name the Indian laws the legal pages rest on and a grievance officer', () => {
    const terms = words(LEGAL_DOCUMENTS[0]);
    const privacy = words(LEGAL_DOCUMENTS[1]);
    expect(terms).toContain('Information Technology Act, 2000');
    expect(terms).toContain('Intermediary Guidelines and Digital Media Ethics Code');
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023');
    for (const doc of [terms, privacy]) expect(doc).toMatch(/Grievance Officer.*grievance@rentals\.in/);
    for (const cookie of ['sb-…-auth-token', 'lang cookie', 'sidebar']) expect(privacy, cookie).toContain(cookie);
  });
});
