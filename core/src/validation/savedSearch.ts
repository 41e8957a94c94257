// A saved search's name (/properties save form, /portal/user/saved rename): the rule of every name
// (names.ts) at most 80 characters, the saved_searches check's bound; a run of whitespace inside
// reads as one space, as the name was typed on one line.
import { z } from 'zod';
import { nameText } from './fields.ts';
import { SEARCH_NAME_INVALID } from './messages.ts';

export const SEARCH_NAME_MAX = 80;

/** '  2 BHK \t in Pune ' → '2 BHK in Pune'; blank, 81 characters or a control character are refused. */
export const savedSearchNameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, ' ') : value),
  nameText(SEARCH_NAME_MAX, SEARCH_NAME_INVALID, SEARCH_NAME_INVALID),
);
