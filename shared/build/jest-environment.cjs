// jsdom has no fetch: give it Node's, resolving relative URLs against the page like a browser,
// and the web streams and BroadcastChannel MSW needs.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const base = () => g.location.href;
    class BrowserRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' || input instanceof URL ? new URL(String(input), base()) : input, init);
      }
    }
    g.fetch = (input, init) => fetch(typeof input === 'string' || input instanceof URL ? new URL(String(input), base()) : input, init);
    g.Request = BrowserRequest;
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.structuredClone = structuredClone;
    g.ReadableStream = ReadableStream;
    g.WritableStream = WritableStream;
    g.TransformStream = TransformStream;
    g.BroadcastChannel = BroadcastChannel;
  }
}

module.exports = JsdomWithFetchEnvironment;
