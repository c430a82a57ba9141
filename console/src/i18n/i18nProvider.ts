import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';

import { consoleMessages } from './consoleMessages';
import { raPortugueseMessages } from './pt-br';

const messages = { ...raPortugueseMessages, ...consoleMessages };

// Lower-case 'pt-br' is what Polyglot maps to the Brazilian plural rule (1 item, 2 itens, 0 item).
const polyglot = polyglotI18nProvider(() => messages, 'pt-br', [{ locale: 'pt-br', name: 'Português' }], {
  allowMissing: true,
});

/**
 * react-admin's empty-list texts name the resource inside one sentence ('Nenhum(a) %{name}
 * encontrado(a)'), which Portuguese cannot say right for every gender and number: each resource
 * has its own (resources.<name>.no_results, 'Nenhuma categoria encontrada'), the generic one
 * only for a resource without.
 */
const perResource: Record<string, string> = {
  'ra.navigation.no_results': 'no_results',
  'ra.navigation.no_filtered_results': 'no_filtered_results',
};

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const own = perResource[key];
    const resource = options?.resource as string | undefined;
    if (!own || !resource) return polyglot.translate(key, options);
    return polyglot.translate(`resources.${resource}.${own}`, { ...options, _: polyglot.translate(key, options) });
  },
};
