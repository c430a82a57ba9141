/** A route whose path names its variable parts `:name` (`/v1/customers/:id`). */
export type PathRoute = { method: string; path: string };

/** The route for a request, with the `:name` parts of its path decoded. */
export type RouteMatch<R> = { route: R; path: Record<string, string> };

type Compiled<R> = { route: R; pattern: RegExp; names: string[] };

function compile<R extends PathRoute>(route: R): Compiled<R> {
  const names: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** A stand-in API's routes, tried in order. */
export class RouteTable<R extends PathRoute> {
  private readonly compiled: Compiled<R>[];

  constructor(routes: R[]) {
    this.compiled = routes.map(compile);
  }

  /**
   * The first route with this method and a path that fits; else undefined, with `pathKnown` true
   * when another method has that path (a 405 for some providers, a 404 for others).
   */
  match(method: string, pathname: string): RouteMatch<R> | { route: undefined; pathKnown: boolean } {
    let pathKnown = false;
    for (const { route, pattern, names } of this.compiled) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      const path = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
      return { route, path };
    }
    return { route: undefined, pathKnown };
  }
}
