import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { PaymentMethod, PaymentStatus, RegistrationStatus } from 'shared/domain/common/enums';
import type { Language } from 'shared/i18n/languages';
import { MemoryRouter } from 'shared/platform/routing/router';
import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { registration } from '../../../testing/paymentsApi';
import { PaymentResultCard } from './PaymentResultCard';

// The words shared/ui/labelMessages gives the status badges and the way a payment came, in Hindi and Tamil (issue 63).

const WORDS = {
  'hi-IN': {
    duplicate: 'डुप्लिकेट',
    disqualified: 'अयोग्य घोषित',
    paid: 'भुगतान हुआ',
    cash: 'नकद',
    bank: 'बैंक ट्रांसफ़र',
    awaiting: 'अनुमोदन की प्रतीक्षा में',
    success: 'सफल',
    pending: 'लंबित',
  },
  'ta-IN': {
    duplicate: 'நகல்',
    disqualified: 'தகுதிநீக்கம் செய்யப்பட்டது',
    paid: 'செலுத்தப்பட்டது',
    cash: 'ரொக்கம்',
    bank: 'வங்கிப் பரிமாற்றம்',
    awaiting: 'ஒப்புதலுக்குக் காத்திருக்கிறது',
    success: 'வெற்றிகரமானது',
    pending: 'நிலுவையில்',
  },
} satisfies Record<Exclude<Language, 'en-IN'>, unknown>;

async function renderCard(language: Language, status: RegistrationStatus, payment: { status: PaymentStatus; method: PaymentMethod; awaiting?: boolean }) {
  const shown = registration({
    status,
    payment: {
      mode: 'offline',
      status: payment.status,
      method: payment.method,
      approval: payment.awaiting ? { requestedBy: 'staff@example.org', requestedAt: '2026-11-27T05:00:00.000Z', note: null } : null,
    },
  });
  const i18n = await i18nIn(moduleCatalogues, language);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <PaymentResultCard registration={shown} canWrite={false} confirming={false} onConfirm={() => {}} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const chip = (words: string) => screen.getByText(words, { selector: '.MuiChip-label' });

test.each(Object.entries(WORDS))('the heading, the status badges and the way of paying speak %s', async (language, words) => {
  const paid = await renderCard(language as Language, 'duplicate', { status: 'success', method: 'cash' });
  expect(screen.getByRole('heading', { level: 2, name: words.success })).toBeInTheDocument();
  expect(chip(words.duplicate)).toBeInTheDocument();
  expect(chip(words.paid)).toBeInTheDocument();
  expect(screen.getByText(words.cash)).toBeInTheDocument();
  expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  expect(screen.queryByText('Cash')).not.toBeInTheDocument();
  paid.unmount();

  await renderCard(language as Language, 'disqualified', { status: 'pending', method: 'bank', awaiting: true });
  expect(screen.getByRole('heading', { level: 2, name: words.pending })).toBeInTheDocument();
  expect(chip(words.disqualified)).toBeInTheDocument();
  expect(chip(words.awaiting)).toBeInTheDocument();
  expect(screen.getByText(words.bank)).toBeInTheDocument();
});
