import { i18nIn } from 'shared/testing/renderInPortal';
import { moduleCatalogues } from '../../../locales/catalogues';
import { listSubtitle } from './listSubtitle';

// Hindi counts 0 and 1 alike (the singular), Tamil only 1; both group digits the Indian way.

test('in Hindi: 0 and 1 take the singular, larger totals the plural in Indian grouping', async () => {
  const hi = await i18nIn(moduleCatalogues, 'hi-IN');
  expect(listSubtitle(hi, undefined, 0, true)).toBe('0 पंजीकरण में से 0 दिखाए जा रहे हैं');
  expect(listSubtitle(hi, 1, 1, false)).toBe('कुल 1 पंजीकरण का प्रबंधन करें');
  expect(listSubtitle(hi, 123456, 12, true)).toBe('1,23,456 पंजीकरणों में से 12 दिखाए जा रहे हैं');
  expect(listSubtitle(hi, undefined, undefined, false)).toBe('पंजीकरण लोड हो रहे हैं...');
  expect(listSubtitle(hi, 3000, undefined, true, 'rows')).toBe('पंजीकरण लोड नहीं हो सके।');
});

test('in Tamil: only 1 takes the singular; larger totals in Indian grouping', async () => {
  const ta = await i18nIn(moduleCatalogues, 'ta-IN');
  expect(listSubtitle(ta, undefined, 0, true)).toBe('0 பதிவுகளில் 0 காட்டப்படுகின்றன');
  expect(listSubtitle(ta, 1, 1, false)).toBe('மொத்தம் 1 பதிவை நிர்வகிக்கவும்');
  expect(listSubtitle(ta, 123456, 123456, false)).toBe('மொத்தம் 1,23,456 பதிவுகளை நிர்வகிக்கவும்');
  expect(listSubtitle(ta, 3000, undefined, true)).toBe('பொருந்தும் பதிவுகள் எண்ணப்படுகின்றன...');
});
