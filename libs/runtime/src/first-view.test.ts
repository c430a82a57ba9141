import { withFirstView } from './first-view';
import { html } from './html';

const BUILT_INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Sampleteca</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsxRuntime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/client-2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a light page in the built portal', () => {
  const page = withFirstView(BUILT_INDEX, { html: '<main>$& $1 som</main>', css: '.x{color:red}' });

  test('sends none of the app’s scripts, only the small one that hands a signed-in person over to it', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script defer src="/first-view.js" data-app="/assets/index-abc.js"></script>');
  });

  test('carries its styles and its markup, literally, before the app’s empty root', () => {
    expect(page).toMatch(/<style>[^<]*\.x\{color:red\}<\/style>/);
    expect(page).toContain('<div id="first-view"><main>$& $1 som</main></div>\n    <div id="root"></div>');
  });

  test('a page that is not a built portal (no entry script) is left as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withFirstView(plain, { html: '<main></main>', css: '' })).toBe(plain);
  });
});

describe('html', () => {
  test('escapes every value, joins lists, keeps markup made with it and drops null, undefined and false', () => {
    const names = ['<b>', 'A & "B"'];
    const item = (name: string) => html`<li>${name}</li>`;
    // Prettier formats html`` as HTML, white space and all: this test is of the exact text.
    // prettier-ignore
    const list = html`<ul title="${"it's"}">${names.map(item)}${null}${undefined}${false}${0}</ul>`;
    expect(list.value).toBe('<ul title="it&#39;s"><li>&#60;b&#62;</li><li>A &#38; &#34;B&#34;</li>0</ul>');
  });
});
