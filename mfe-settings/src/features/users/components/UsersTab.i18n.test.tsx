import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedUser } from 'shared/domain/settings/settings-answers';
import { i18nIn, renderInPortal } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { UsersTab } from './UsersTab';

const now = new Date().toISOString();
// Five accounts, as the fake API numbers them: an invitation adds u6.
const USERS: ManagedUser[] = [
  { id: 'u1', name: 'Meera Iyer', email: 'superadmin@example.org', role: 'superadmin', status: 'active', lastActive: now, centers: [] },
  { id: 'u2', name: 'Arjun Mehta', email: 'admin@example.org', role: 'admin', status: 'active', lastActive: now, centers: [] },
  { id: 'u3', name: 'Priya Nair', email: 'staff@example.org', role: 'staff', status: 'active', lastActive: now, centers: ['CHN01'] },
  { id: 'u4', name: 'Sanjay Gupta', email: 'viewer@example.org', role: 'viewer', status: 'active', lastActive: now, centers: [] },
  { id: 'u5', name: 'new', email: 'new@example.org', role: 'viewer', status: 'invited', lastActive: null, centers: [] },
];

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

test('in Hindi: the roles, the columns, roles and statuses in words, and signing a colleague out everywhere', async () => {
  serveSettingsApi({}, { users: USERS });
  renderInPortal(<UsersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const table = await screen.findByRole('table', { name: 'उपयोगकर्ता' });
  await within(table).findByText('new@example.org');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['नाम', 'ई-मेल', 'भूमिका', 'केंद्र', 'स्थिति', 'अंतिम सक्रियता', 'कार्रवाइयाँ']);
  expect(screen.getByText('एडमिन', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByText('एडमिन', { selector: 'strong' }).parentElement).toHaveTextContent('एडमिन: सभी सुविधाओं और सेटिंग्स तक पूरी पहुँच');
  expect(within(rowOf('staff@example.org')).getByRole('combobox', { name: 'staff@example.org की भूमिका' })).toHaveTextContent('स्टाफ़');
  expect(within(rowOf('new@example.org')).getByText('आमंत्रित')).toBeInTheDocument();
  expect(within(rowOf('staff@example.org')).getByText('सक्रिय')).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'हर जगह से साइन आउट करें: staff@example.org' }));
  const confirm = screen.getByRole('dialog', { name: 'हर जगह से साइन आउट करें?' });
  expect(confirm).toHaveTextContent('staff@example.org (स्टाफ़) को एक साथ हर डिवाइस से साइन आउट कर दिया जाएगा');
  await user.click(within(confirm).getByRole('button', { name: 'हर जगह से साइन आउट करें' }));
  // Two sessions: the plural.
  expect(await screen.findByText('staff@example.org को 2 सत्रों से साइन आउट कर दिया गया।')).toBeInTheDocument();
});

test('in Hindi: the Invite User dialog, and what the invitation did', async () => {
  serveSettingsApi({}, { users: USERS, emailed: false });
  renderInPortal(<UsersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'hi-IN') });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'उपयोगकर्ता को आमंत्रित करें' }));
  const dialog = screen.getByRole('dialog', { name: 'उपयोगकर्ता को आमंत्रित करें' });
  expect(within(dialog).getByRole('combobox', { name: 'भूमिका' })).toHaveTextContent('दर्शक');
  expect(within(dialog).getByText('वे केंद्र जिनके पंजीकरण वे देखते हैं; कोई न चुनें तो: हर केंद्र।')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/ई-मेल/), 'asha.k@example.org');
  await user.click(within(dialog).getByRole('button', { name: 'आमंत्रण भेजें' }));
  expect(await within(dialog).findByText('asha.k@example.org को आमंत्रण भेजा गया')).toBeInTheDocument();
  expect(within(dialog).getByText(/दर्शक के रूप में आमंत्रित।/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('पासवर्ड सेट करने का लिंक')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
  expect(screen.getByText('asha.k@example.org को दर्शक के रूप में आमंत्रित किया गया।')).toBeInTheDocument();
});

test('in Tamil: roles and statuses in words, and resetting a second factor, its notice counting in the singular and the plural', async () => {
  serveSettingsApi({}, { users: USERS });
  renderInPortal(<UsersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const table = await screen.findByRole('table', { name: 'பயனர்கள்' });
  await within(table).findByText('new@example.org');
  expect(within(table).getByRole('columnheader', { name: 'பொறுப்பு' })).toBeInTheDocument();
  expect(within(rowOf('new@example.org')).getByText('அழைக்கப்பட்டவர்')).toBeInTheDocument();
  expect(screen.getByText('பார்வையாளர்', { selector: 'strong' })).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'இரண்டாம் காரணியை மீட்டமை: admin@example.org' }));
  const confirm = screen.getByRole('dialog', { name: 'இரண்டாம் காரணியை மீட்டமைக்கவா?' });
  expect(confirm).toHaveTextContent('admin@example.org (நிர்வாகி) எல்லாப் பாஸ்கீகளையும் இழந்து');
  await user.click(within(confirm).getByRole('button', { name: 'இரண்டாம் காரணியை மீட்டமை' }));
  // One passkey, two sessions.
  expect(
    await screen.findByText('admin@example.org 1 பாஸ்கீயை இழந்தார், 2 அமர்வுகளிலிருந்து வெளியேற்றப்பட்டார்; அடுத்த முறை உள்நுழையும்போது புதிய பாஸ்கீயைச் சேர்ப்பார்.'),
  ).toBeInTheDocument();
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
});

test('in Tamil: the Remove question and a new link that could not be e-mailed', async () => {
  serveSettingsApi({}, { users: USERS, emailed: false });
  renderInPortal(<UsersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'staff@example.org ஐ நீக்கு' }));
  const confirm = screen.getByRole('dialog', { name: 'பயனரை நீக்கவா?' });
  expect(confirm).toHaveTextContent('staff@example.org (பணியாளர்) வெளியேற்றப்படுவார், இனி உள்நுழைய முடியாது.');
  await user.click(within(confirm).getByRole('button', { name: 'ரத்துசெய்' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

  await user.click(screen.getByRole('button', { name: 'new@example.org க்கு அழைப்பை மீண்டும் அனுப்பு' }));
  const dialog = await screen.findByRole('dialog', { name: 'அழைப்பு மீண்டும் அனுப்பப்பட்டது' });
  expect(within(dialog).getByText(/பார்வையாளர் ஆக அழைக்கப்பட்டார்\./)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'முடிந்தது' })).toBeInTheDocument();
});

test("in Tamil: the invite form's refusal of an e-mail, and each account's last activity", async () => {
  const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
  serveSettingsApi({}, { users: USERS.map((account) => (account.id === 'u3' ? { ...account, lastActive: fiveMinutesAgo } : account)) });
  renderInPortal(<UsersTab />, { url: '/settings', i18n: await i18nIn(moduleCatalogues, 'ta-IN') });
  const table = await screen.findByRole('table', { name: 'பயனர்கள்' });
  await within(table).findByText('new@example.org');
  expect(within(rowOf('new@example.org')).getByText('ஒருபோதும் இல்லை')).toBeInTheDocument();
  expect(within(rowOf('staff@example.org')).getByText('5 நிமிடங்களுக்கு முன்')).toBeInTheDocument();
  expect(within(rowOf('admin@example.org')).getByText('இப்போதுதான்')).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'பயனரை அழை' }));
  const dialog = screen.getByRole('dialog', { name: 'பயனரை அழை' });
  await user.type(within(dialog).getByLabelText(/மின்னஞ்சல்/), 'asha.k');
  await user.click(within(dialog).getByRole('button', { name: 'அழைப்பை அனுப்பு' }));
  expect(within(dialog).getByText('தவறான மின்னஞ்சல் முகவரி')).toBeInTheDocument();
  expect(within(dialog).queryByText('Invalid email address')).toBeNull();
});
