require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy and waitFor give up after 1 s by default: on a loaded machine a debounced search and its
// render took longer (seen in CI-like runs). They still go on as soon as what they wait for holds.
configure({ asyncUtilTimeout: 10_000 });

// Component tests fake the network with MSW (src/testing/apiServer.ts): routes and recorders last one test.
const { apiServer, listenForApiCalls } = require('../src/testing/apiServer');
const { logApiCallsOfTest, writeApiCallLog } = require('../src/testing/apiCallLog');

beforeAll(listenForApiCalls);
beforeEach(logApiCallsOfTest);
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(async () => {
  await writeApiCallLog(expect.getState().testPath);
  apiServer.close();
});
