import { getContrastRatio } from '@mui/material';
import { createPortalTheme, MIN_TEXT_CONTRAST, PHONE_TAP_TARGET, readableShade } from './portalTheme';

const colours = ['#6366f1', '#ffeb3b', '#00bcd4', '#1a237e', '#000000', '#ffffff', '#e91e63'];

test.each(colours)('in the light theme, %s becomes a shade that carries its button text at 4.5:1', (colour) => {
  const { palette } = createPortalTheme('light', colour);
  expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  // As text on a selected row or toggle.
  expect(getContrastRatio(palette.primary.main, '#e8e8e8')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
});

test.each(colours)('in the dark theme, %s becomes a shade readable as text on a dialog and carrying its button text', (colour) => {
  const { palette } = createPortalTheme('dark', colour);
  expect(getContrastRatio(palette.primary.main, '#383838')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
});

test('a colour that is readable already is kept as chosen', () => {
  expect(readableShade('light', '#1a237e')).toBe('#1a237e');
  expect(readableShade('dark', '#ffeb3b')).toBe('#ffeb3b');
});

test('status colours carry their text and read as text (outlined chips) at 4.5:1 in both themes', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createPortalTheme(mode);
    const surface = mode === 'light' ? '#e8e8e8' : '#383838';
    for (const colour of [palette.info, palette.warning, palette.success, palette.error]) {
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(getContrastRatio(colour.main, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  }
});

test("on a phone every MUI control a finger presses is at least 44 x 44 px, whatever size a screen asked for (measured on every screen by e2e's phone-screens)", () => {
  const { components } = createPortalTheme('light');
  for (const name of ['MuiButton', 'MuiIconButton', 'MuiCheckbox', 'MuiRadio', 'MuiToggleButton'] as const) {
    expect(components?.[name]?.styleOverrides?.root).toEqual(PHONE_TAP_TARGET);
  }
  expect(PHONE_TAP_TARGET).toEqual({ '@media (max-width: 599.95px)': { minWidth: 44, minHeight: 44 } });
  expect(components?.MuiInputBase?.styleOverrides?.root).toEqual({ '@media (max-width: 599.95px)': { minHeight: 44 } });
});
