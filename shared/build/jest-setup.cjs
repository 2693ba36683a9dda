require('@testing-library/jest-dom');

// Component tests fake the network with MSW (src/testing/apiServer.ts): handlers last one test.
const { apiServer, listenForApiCalls } = require('../src/testing/apiServer');

beforeAll(listenForApiCalls);
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());
