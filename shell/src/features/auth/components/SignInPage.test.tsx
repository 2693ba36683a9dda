import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { SignInPageLanguage } from '../../../lib/language/SignInPageLanguage';
import { SignInPage } from './SignInPage';

jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => ({ signIn: jest.fn() }) }));

const browserLanguages = jest.spyOn(window.navigator, 'languages', 'get');

function renderSignIn() {
  return renderInPortal(
    <SignInPageLanguage>
      <SignInPage onSignedIn={() => {}} />
    </SignInPageLanguage>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  browserLanguages.mockReturnValue(['en-IN']);
});

test('an English browser gets the page in English', () => {
  renderSignIn();
  expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});

test('a browser that prefers Tamil gets the page in Tamil, its name on the page too', async () => {
  browserLanguages.mockReturnValue(['ta-IN', 'en-GB']);
  renderSignIn();
  expect(await screen.findByRole('heading', { name: 'நிர்வாகப் போர்ட்டல்' })).toBeVisible();
  expect(screen.getByLabelText('கடவுச்சொல்')).toBeVisible();
  expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeEnabled();
  expect(document.documentElement.lang).toBe('ta-IN');
});

test('the switch changes the page to Hindi at once and this browser keeps the choice', async () => {
  const user = userEvent.setup();
  const first = renderSignIn();
  await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByRole('heading', { name: 'एडमिन पोर्टल' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  first.unmount();

  renderSignIn();
  expect(await screen.findByRole('heading', { name: 'एडमिन पोर्टल' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  expect(document.documentElement.lang).toBe('en-IN');
});
