// Every database test file reads calendar days as 'YYYY-MM-DD' strings, as the API returns them
// (pg would make local Dates). Set here for the whole project, not by the helper a file happens
// to import: files share their worker's modules (isolate: false), so a parser one file set would
// reach whichever files the worker ran after it.
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
