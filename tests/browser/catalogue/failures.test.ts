/// <reference lib="dom" />
// Issue #29 §3 in a browser: failures that say something. Offline, the portal says it has no
// connection and each action says it failed (the like says it waits); a search that never
// arrived does not leave the old answer on screen; a sound its owner deleted meanwhile is said
// to be removed and leaves the list; 'Baixar kit' says why it has nothing to give.
import type { Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import { card, catalogueScene, signIn } from './browseSupport';
import { visit } from '../support/visit';

const sounds: Record<string, string> = {};

const KICK = 'Bumbo Offline';
const SNARE = 'Caixa Offline';
const GONE_PLAY = 'Som Apagado Tocar';
const GONE_DOWNLOAD = 'Som Apagado Baixar';

const scene = catalogueScene({ owner: 'Otto Falhas', listener: 'Lia Ouvinte' }, { category: 'Falhas' });

beforeAll(async () => {
  const common = { type: 'Samples' as const, key: 'C', bpm: '110-130', categoryId: scene.categoryId };
  for (const [name, wave] of [
    [KICK, 'sine'],
    [SNARE, 'square'],
    [GONE_PLAY, 'triangle'],
    [GONE_DOWNLOAD, 'sawtooth'],
  ]) {
    sounds[name] = await scene.platform.createSound(scene.owner.token, {
      ...common,
      name,
      synth: ['synth', '1', wave, '220'],
    });
  }
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public'`);
}, 240000);

/** A toast (or any status) holding `text`. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('offline: the portal says so, each action says it failed, and an old search is not shown as the new answer', async () => {
  const { page } = await scene.platform.open('/login');
  try {
    await signIn(page, scene.platform.base, scene.listener);
    await visit(page, '/dashboardPage?search=Offline', page.getByText('2 sons encontrados'));
    const connectionAlert = page.getByRole('alert').filter({ hasText: 'Sem conexão com a internet.' });
    expect(await connectionAlert.count()).toBe(0);

    await page.context().setOffline(true);
    await connectionAlert.waitFor();

    // A download tries, fails and says why.
    await card(page, KICK)
      .getByRole('button', { name: `Baixar ${KICK}` })
      .click();
    await notice(page, 'Problema ao tentar fazer o Download').getByText('Sem conexão com a internet').waitFor();

    // A like waits for the connection, and says so.
    await card(page, SNARE)
      .getByRole('button', { name: `Curtir ${SNARE}` })
      .click();
    await notice(page, 'sua curtida será registrada quando a conexão voltar').waitFor();

    // Play says it could not.
    await card(page, KICK)
      .getByRole('button', { name: `Tocar ${KICK}` })
      .click();
    await card(page, KICK)
      .getByRole('alert')
      .filter({ hasText: 'Sem conexão: não foi possível tocar este som' })
      .waitFor();

    // A new search never arrives: the list loaded before stays, said not to be its answer (no
    // count), in one message; the filters keep their values instead of an error per group (#43).
    await page.getByRole('searchbox', { name: 'Buscar sons' }).fill('Bumbo');
    const soundsList = page.getByRole('region', { name: 'Todos os sons' });
    await soundsList.getByText('Não foi possível atualizar esta lista.').waitFor();
    await soundsList.getByText(/Sem conexão com a internet: a lista não pôde ser atualizada\. Abaixo/).waitFor();
    await soundsList.getByRole('button', { name: 'Tentar novamente' }).waitFor();
    expect(await page.getByText('2 sons encontrados').count()).toBe(0);
    await card(page, SNARE).waitFor();
    await card(page, KICK).waitFor();
    expect(await page.getByText(/^Erro ao buscar/).count()).toBe(0);
    expect(await page.getByText('Problema ao tentar listar músicas!').count()).toBe(0);
    await page.screenshot({ path: 'var/screenshots/catalogue/failures-offline-1280.png' });

    // Back online: the notice goes, the like queued offline is kept, and the search gets its answer.
    await page.context().setOffline(false);
    await connectionAlert.waitFor({ state: 'detached' });
    await eventually(async () => {
      const liked = await scene.platform.api<{ liked: boolean }>(
        scene.listener.token,
        'GET',
        `/api/sounds/${sounds[SNARE]}`,
      );
      expect(liked.body.liked).toBe(true);
    }, 10000);
    // The lists that failed ask again by themselves when the connection returns.
    await soundsList.getByText('1 som encontrado').waitFor();
    await card(page, KICK).waitFor();
    // The card's 'Sem conexão' is gone too, without pressing play again (#43).
    await card(page, KICK).getByText('Sem conexão: não foi possível tocar este som').waitFor({ state: 'detached' });
  } finally {
    await page.close();
  }
});

test('a sound deleted by its owner while another user looks at it: play and download say it was removed, and its card leaves', async () => {
  // Two tabs of the listener, both showing both sounds: each tab's answer to one action refreshes
  // its own lists only, so neither card can leave before its action is tried.
  const playing = await scene.platform.open('/login', 390);
  const downloading = await scene.platform.open('/login');
  try {
    for (const { page } of [playing, downloading]) {
      await signIn(page, scene.platform.base, scene.listener);
      await visit(page, '/dashboardPage?search=Apagado', card(page, GONE_PLAY));
      await card(page, GONE_DOWNLOAD).waitFor();
    }
    const listed = await scene.platform.api<{ items: { id: string; audio: { previewUrl: string } }[] }>(
      scene.listener.token,
      'GET',
      `/api/sounds?search=${encodeURIComponent(GONE_PLAY)}`,
    );
    const preview = listed.body.items.find((sound) => sound.id === sounds[GONE_PLAY])!.audio.previewUrl;

    for (const name of [GONE_PLAY, GONE_DOWNLOAD]) {
      expect((await scene.platform.api(scene.owner.token, 'DELETE', `/api/sounds/${sounds[name]}`)).status).toBe(200);
    }
    // Media removes the files when it hears of the deletion.
    await eventually(async () => {
      expect((await fetch(`${scene.platform.base}${preview}`)).status).toBe(404);
    }, 15000);

    const page = playing.page;
    await card(page, GONE_PLAY)
      .getByRole('button', { name: `Tocar ${GONE_PLAY}` })
      .click();
    await notice(page, 'Este som foi removido.').getByText(`"${GONE_PLAY}" não está mais disponível`).waitFor();
    await card(page, GONE_PLAY).waitFor({ state: 'detached' });
    expect(await page.getByText('Não foi possível tocar este som').count()).toBe(0);
    await page.screenshot({ path: 'var/screenshots/catalogue/failures-removed-390.png' });

    const other = downloading.page;
    await card(other, GONE_DOWNLOAD)
      .getByRole('button', { name: `Baixar ${GONE_DOWNLOAD}` })
      .click();
    await notice(other, 'Este som foi removido.').getByText(`"${GONE_DOWNLOAD}" não está mais disponível`).waitFor();
    await card(other, GONE_DOWNLOAD).waitFor({ state: 'detached' });
    expect(await notice(other, 'Problema ao tentar fazer o Download').count()).toBe(0);
  } finally {
    await playing.page.close();
    await downloading.page.close();
  }
});

test("'Baixar kit' says why a kit has nothing to download: beforehand when the page knows, else beside the button", async () => {
  const empty = await scene.platform.createDrumKit(scene.owner.token, 'Kit Sem Sons');
  const paid = await scene.platform.createDrumKit(scene.owner.token, 'Kit Só Pago');
  const exclusive = await scene.platform.createSound(scene.owner.token, {
    type: 'Samples',
    key: 'C',
    bpm: '110-130',
    categoryId: scene.categoryId,
    drumKitId: paid,
    name: 'Exclusivo Pago',
  });
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public', is_free = false WHERE id = $1`, [
    exclusive,
  ]);

  // An empty kit shows only to its owner (#29 §4: others browse it once it holds a public sound).
  const { page: ownPage } = await scene.platform.open('/login');
  try {
    await signIn(ownPage, scene.platform.base, scene.owner);
    await visit(ownPage, `/album/${empty}`, ownPage.getByRole('button', { name: 'Baixar kit' }));
    const emptyButton = ownPage.getByRole('button', { name: 'Baixar kit' });
    await eventually(async () => expect(await emptyButton.isDisabled()).toBe(true), 10000);
    expect(await described(ownPage, 'Baixar kit')).toBe('Este Drum Kit ainda não tem sons para baixar.');
  } finally {
    await ownPage.close();
  }

  // The page cannot know the plan's rule: the server's refusal stays beside the button.
  const { page } = await scene.platform.open('/login');
  try {
    await signIn(page, scene.platform.base, scene.listener);
    await visit(page, `/album/${paid}`, card(page, 'Exclusivo Pago'));
    const paidButton = page.getByRole('button', { name: 'Baixar kit' });
    expect(await paidButton.isDisabled()).toBe(false);
    await paidButton.click();
    await eventually(
      async () =>
        expect(await described(page, 'Baixar kit')).toBe(
          'Estes sons são exclusivos dos planos pagos. Assine um plano para baixá-los.',
        ),
      10000,
    );
  } finally {
    await page.close();
  }
});

/** The text an element named `name` is described by (aria-describedby). */
async function described(page: Page, name: string): Promise<string | null> {
  const id = await page.getByRole('button', { name }).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}
