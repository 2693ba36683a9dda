// jsdom has no fetch: give it Node's, resolving relative URLs against the page like a browser,
// and the web streams and BroadcastChannel MSW needs.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    // A relative URL is resolved against the page, as a browser does.
    const resolved = (input) => (typeof input === 'string' || input instanceof URL ? new URL(String(input), g.location.href) : input);
    class BrowserRequest extends Request {
      constructor(input, init) {
        super(resolved(input), init);
      }
    }
    g.fetch = (input, init) => fetch(resolved(input), init);
    g.Request = BrowserRequest;
    // Node's own, which jsdom leaves out or replaces with copies fetch does not accept.
    const fromNode = {
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
      ReadableStream,
      WritableStream,
      TransformStream,
      BroadcastChannel,
    };
    Object.assign(g, fromNode);
  }
}

module.exports = JsdomWithFetchEnvironment;
