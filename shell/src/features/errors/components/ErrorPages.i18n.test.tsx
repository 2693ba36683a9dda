import { screen } from '@testing-library/react';
import type { Language } from 'shared/i18n/languages';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { AccessDeniedPage } from './AccessDeniedPage';
import { NotFoundPage } from './NotFoundPage';

// The 403 and 404 pages in Hindi and Tamil, the person's role in words.

const mockSession = { role: 'user', user: { uid: 'u1' } as object | null };
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => mockSession }));
jest.mock('../../../lib/auth/useSignOut', () => ({ useSignOut: () => jest.fn() }));

const WORDS = {
  'hi-IN': {
    denied: 'पहुँच अस्वीकृत',
    noPermission: 'आपको यह पेज देखने की अनुमति नहीं है।',
    yourRole: (role: string) => `आपकी भूमिका: ${role}`,
    user: 'उपयोगकर्ता',
    staff: 'स्टाफ़',
    noRole: 'पोर्टल में आपके खाते की अभी कोई भूमिका नहीं है। किसी सुपरएडमिन से भूमिका देने को कहें।',
    back: 'वापस जाएँ',
    dashboard: 'डैशबोर्ड',
    signOut: 'साइन आउट करें',
    notFound: 'अरे! पेज नहीं मिला',
    home: 'होम पर लौटें',
  },
  'ta-IN': {
    denied: 'அணுகல் மறுக்கப்பட்டது',
    noPermission: 'இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை.',
    yourRole: (role: string) => `உங்கள் பங்கு: ${role}`,
    user: 'பயனர்',
    staff: 'பணியாளர்',
    noRole: 'போர்ட்டலில் உங்கள் கணக்குக்கு இன்னும் பங்கு எதுவும் இல்லை. ஒரு பங்கை வழங்குமாறு முதன்மை நிர்வாகியிடம் கேட்கவும்.',
    back: 'பின் செல்',
    dashboard: 'முகப்புப் பலகை',
    signOut: 'வெளியேறு',
    notFound: 'அடடா! பக்கம் கிடைக்கவில்லை',
    home: 'முகப்புக்குத் திரும்பு',
  },
} as const;

/** The paragraph naming the role, its role in bold. */
const roleLine = (role: string) => screen.getByText(role, { selector: 'strong' }).parentElement;

const inLanguage = async (language: Language) => ({ i18n: await i18nIn(moduleCatalogues, language) });

describe.each(['hi-IN', 'ta-IN'] as const)('%s', (language) => {
  const words = WORDS[language];

  test('403 for someone without a role: why, what to do, and the way out', async () => {
    mockSession.role = 'user';
    renderInPortal(<AccessDeniedPage />, await inLanguage(language));
    expect(screen.getByRole('heading', { name: words.denied })).toBeInTheDocument();
    expect(screen.getByText(words.noPermission)).toBeInTheDocument();
    expect(roleLine(words.user)).toHaveTextContent(words.yourRole(words.user));
    expect(screen.getByText(words.noRole)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.back })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.dashboard })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.signOut })).toBeInTheDocument();
  });

  test('403 for a role that reads: back to the dashboard', async () => {
    mockSession.role = 'staff';
    renderInPortal(<AccessDeniedPage />, await inLanguage(language));
    expect(roleLine(words.staff)).toHaveTextContent(words.yourRole(words.staff));
    expect(screen.getByRole('button', { name: words.dashboard })).toBeInTheDocument();
    expect(screen.queryByText(words.noRole)).not.toBeInTheDocument();
  });

  test('404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInPortal(<NotFoundPage />, { url: '/nowhere', ...(await inLanguage(language)) });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText(words.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');
  });
});
