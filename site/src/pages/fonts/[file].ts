// /fonts/language-name-<version>.woff2: the language switch's Hindi name, cut at build time.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGE_NAME_FONT_FILE } from '../../lib/languageNameFont.ts';
import { languageNameFontBytes } from '../../lib/languageNameFontBytes.ts';

export const prerender = true;

export const getStaticPaths: GetStaticPaths = () => [{ params: { file: LANGUAGE_NAME_FONT_FILE } }];

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await languageNameFontBytes()), { headers: { 'Content-Type': 'font/woff2' } });
