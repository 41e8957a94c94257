import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

const smartRouter = <T>(): Router<T> => new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Hono's own router, one per protocol (/rest/v1, /auth/v1, /storage/v1, the rest). Hono's default
 * router is one RegExpRouter for the whole app, or a TrieRouter when any route is beyond the
 * RegExpRouter; storage's `:key{.+}` routes are, so every REST call paid the trie's search (1.3 µs
 * a match in isolation against 0.2 µs, 8 µs an insert in a loaded worker's profile). Each
 * protocol's routes now stand alone: REST's and auth's are matched by one regular expression,
 * storage's by the trie.
 *
 * A route under no prefix that holds a parameter or wildcard (the app's `*` middlewares) may match a
 * request under any, so it is added to every router, in the order routes are added: each router
 * sees its routes in the app's order, and Hono orders handlers by that.
 */
export class PrefixRouter<T> implements Router<T> {
  name = 'PrefixRouter';
  readonly #prefixes: string[];
  readonly #routers: Router<T>[];
  readonly #others: Router<T>;

  constructor(prefixes: string[]) {
    this.#prefixes = prefixes;
    this.#routers = prefixes.map(() => smartRouter<T>());
    this.#others = smartRouter<T>();
  }

  add(method: string, path: string, handler: T): void {
    const index = this.#prefixes.findIndex((prefix) => under(path, prefix));
    if (index >= 0) {
      this.#routers[index]?.add(method, path, handler);
      return;
    }
    this.#others.add(method, path, handler);
    if (/[:*]/.test(path)) for (const router of this.#routers) router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    for (let i = 0; i < this.#prefixes.length; i += 1) {
      if (under(path, this.#prefixes[i] as string)) return (this.#routers[i] as Router<T>).match(method, path);
    }
    return this.#others.match(method, path);
  }
}
