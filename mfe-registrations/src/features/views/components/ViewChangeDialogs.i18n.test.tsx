import { screen, within } from '@testing-library/react';
import type { Language } from 'shared/i18n/languages';
import type { RegistrationView } from 'shared/domain/profile/preferences-answers';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { DeleteViewDialog, RenameViewDialog } from './ViewChangeDialogs';

const WORDS = {
  'hi-IN': {
    rename: 'व्यू का नाम बदलें',
    name: 'व्यू का नाम',
    renameButton: 'नाम बदलें',
    delete: 'व्यू "Pending cash" हटाएँ?',
    shared: 'यह साझा है: यह संगठन में सभी के लिए हट जाएगा।',
    deleteButton: 'हटाएँ',
  },
  'ta-IN': {
    rename: 'காட்சியைப் பெயர்மாற்று',
    name: 'காட்சியின் பெயர்',
    renameButton: 'பெயர்மாற்று',
    delete: '"Pending cash" காட்சியை நீக்கவா?',
    shared: 'இது பகிரப்பட்டது: நிறுவனத்தில் உள்ள அனைவருக்கும் இது நீக்கப்படும்.',
    deleteButton: 'நீக்கு',
  },
} satisfies Partial<Record<Language, unknown>>;

const view: RegistrationView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Pending cash',
  query: 'paymentStatus=pending',
  shared: true,
  ownerName: 'Priya Nair',
  editable: true,
};

describe.each(Object.entries(WORDS))('in %s', (language, words) => {
  test('renaming a saved view', async () => {
    renderInPortal(<RenameViewDialog view={view} onRename={jest.fn()} onClose={jest.fn()} />, { i18n: await i18nIn(moduleCatalogues, language as Language) });
    const dialog = screen.getByRole('dialog', { name: words.rename });
    expect(within(dialog).getByRole('textbox', { name: words.name })).toHaveValue('Pending cash');
    expect(within(dialog).getByRole('button', { name: words.renameButton })).toBeInTheDocument();
  });

  test('deleting a shared view says it goes for everyone', async () => {
    renderInPortal(<DeleteViewDialog view={view} onDelete={jest.fn()} onClose={jest.fn()} />, { i18n: await i18nIn(moduleCatalogues, language as Language) });
    const dialog = screen.getByRole('dialog', { name: words.delete });
    expect(within(dialog).getByText(words.shared)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.deleteButton })).toBeInTheDocument();
  });
});
