import { screen } from '@testing-library/react';
import { renderPage } from './renderPage';
import { BeforeSignInLanguage } from './language/ShellLanguage';

beforeEach(() => {
  document.body.innerHTML = '<div id="portal-frame"></div><div id="root"></div>';
});

test('a page rendered in slices is drawn all the same', async () => {
  await renderPage(async () => <h1>Dashboard</h1>, { yielding: true, language: BeforeSignInLanguage });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

test("a start that fails takes index.html's frame away and says so", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await renderPage(
    async () => {
      throw new Error('config.json did not answer');
    },
    { yielding: true, language: BeforeSignInLanguage },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The Admin Portal could not start: config.json did not answer.');
  expect(document.getElementById('portal-frame')).toBeNull();
});
