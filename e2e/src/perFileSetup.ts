import { resetSavedThemes } from './api';

// Every file starts from the demo accounts' default theme, whatever the file before it saved.
beforeAll(resetSavedThemes);
