// The jsdom environment of the front ends' component tests (jest.config.mjs, project 'components').
// jsdom has no fetch API of its own: the network-facing globals come from Node, so openapi-fetch
// (portal) and react-admin's fetchJson (console) run as in a browser. Relative addresses resolve
// against the page's address, as a browser's Request does.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Headers',
  'Response',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class ComponentTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    for (const name of fromNode) page[name] = globalThis[name];
    // React's scheduler runs its work through setImmediate when there is one, else setTimeout. In a
    // browser it uses MessageChannel, whose tasks come before timers: react-admin's sign-out
    // redirect relies on that order (ra-core useLogout: navigate, then clear the query cache, in a
    // setTimeout), and loops under jsdom's setTimeout-only fallback.
    page.setImmediate = setImmediate;
    page.clearImmediate = clearImmediate;
    const NodeRequest = globalThis.Request;
    page.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}

module.exports = ComponentTestEnvironment;
