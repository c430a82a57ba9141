import polyglotI18nProvider from 'ra-i18n-polyglot';

import { consoleMessages } from './consoleMessages';
import { raPortugueseMessages } from './pt-br';

const messages = { ...raPortugueseMessages, ...consoleMessages };

// Lower-case 'pt-br' is what Polyglot maps to the Brazilian plural rule (1 item, 2 itens, 0 item).
export const i18nProvider = polyglotI18nProvider(() => messages, 'pt-br', [{ locale: 'pt-br', name: 'Português' }], {
  allowMissing: true,
});
