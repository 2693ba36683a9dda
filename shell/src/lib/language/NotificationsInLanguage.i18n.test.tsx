import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify } from 'shared/platform/ui/notifications';
import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../locales/catalogues';
import { NotificationsInLanguage } from './NotificationsInLanguage';

function Trigger() {
  const notify = useNotify();
  return <button onClick={() => notify({ title: 'சேமிக்கப்பட்டது' })}>go</button>;
}

test("in Tamil, the toast region and each notice's close button are named in Tamil", async () => {
  render(
    <I18nProvider i18n={await i18nIn(moduleCatalogues, 'ta-IN')}>
      <NotificationsInLanguage>
        <Trigger />
      </NotificationsInLanguage>
    </I18nProvider>,
  );
  await userEvent.setup().click(screen.getByText('go'));
  const region = screen.getByRole('region', { name: 'அறிவிப்புகள்' });
  expect(within(region).getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
});
