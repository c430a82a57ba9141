import { producerSharePath } from '@sampleteca/contracts';
import { html, pageShell, joinInvitation, type FirstView } from '@sampleteca/runtime';
import type { SoundResponse } from '../../../browse/sound-lists/sound-response.dto';
import type { SharedCollection, SharedDrumKit, SharedProducer } from '../share.dto';
import { FIRST_VIEW_CSS } from './first-view.css';
import { soundCard } from './sound-card.view';

/** '1 som', '2.350 sons' (the portal's soundCount). */
export const soundCount = (count: number) => (count === 1 ? '1 som' : `${count.toLocaleString('pt-BR')} sons`);

const view = (here: string, content: ReturnType<typeof html>): FirstView => ({
  html: pageShell(here, content),
  css: FIRST_VIEW_CSS,
});

/** /s/{id}: the sound, its card and the invitation, as the app's SharedSoundPage shows a visitor. */
export function soundView(here: string, sound: SoundResponse): FirstView {
  return view(
    here,
    html`<div>
        <h1>${sound.name}</h1>
        <p class="fv-muted">por <a href="${producerSharePath(sound.owner.id)}">${sound.owner.name}</a></p>
      </div>
      ${soundCard(sound, 'h2')} ${sound.description ? html`<p class="fv-muted">${sound.description}</p>` : null}
      ${joinInvitation(here, 'Crie sua conta grátis para baixar este som, curtir e explorar milhares de samples, acapelas e beats.')}`,
  );
}

type Showcase = {
  eyebrow: string;
  name: string;
  imageUrl: string | null;
  /** A person's picture is round and an avatar's size; a kit's or collection's is a square cover. */
  avatar?: boolean;
  soundCount: number;
  owner?: { id: string; name: string };
  sounds: SoundResponse[];
  invitation: string;
};

/** A kit, a collection or a producer: the banner, its first few previews, the invitation (SharedShowcase). */
function showcaseView(here: string, page: Showcase): FirstView {
  const count = soundCount(page.soundCount);
  const image = page.imageUrl
    ? html`<img
        src="${page.imageUrl}?size=${page.avatar ? 256 : 160}"
        width="96"
        height="96"
        alt=""
        ${page.avatar ? html` class="fv-round"` : null}
      />`
    : null;
  return view(
    here,
    html`<div class="fv-banner">
        ${image}
        <div>
          <p class="fv-eyebrow">${page.eyebrow}</p>
          <h1>${page.name}</h1>
          <p class="fv-muted">
            ${
              page.owner
                ? html`${count} · por <a href="${producerSharePath(page.owner.id)}">${page.owner.name}</a>`
                : `${count} no Sampleteca`
            }
          </p>
        </div>
      </div>
      ${
        page.sounds.length
          ? html`<section class="fv-list" aria-labelledby="fv-previews">
              <h2 id="fv-previews">Ouça uma prévia</h2>
              ${page.sounds.map((sound) => soundCard(sound, 'h3'))}
            </section>`
          : null
      }
      ${joinInvitation(here, page.invitation)}`,
  );
}

export const drumKitView = (here: string, kit: SharedDrumKit) =>
  showcaseView(here, {
    eyebrow: 'Drum Kit',
    ...kit,
    invitation: `Crie sua conta grátis para ouvir os ${soundCount(kit.soundCount)} deste kit e baixá-lo inteiro.`,
  });

export const collectionView = (here: string, collection: SharedCollection) =>
  showcaseView(here, {
    eyebrow: 'Coleção',
    ...collection,
    invitation: `Crie sua conta grátis para ouvir a coleção inteira (${soundCount(collection.soundCount)}) e baixá-la num ZIP.`,
  });

export const producerView = (here: string, producer: SharedProducer) =>
  showcaseView(here, {
    eyebrow: 'Artista',
    ...producer,
    imageUrl: producer.avatarUrl,
    avatar: true,
    invitation: `Crie sua conta grátis para ouvir todos os sons de ${producer.name}, baixar e curtir.`,
  });

/** What is private, removed or unknown: the app's SharedUnavailable, naming nothing of it. */
export function unavailableView(here: string, what: string): FirstView {
  return view(
    here,
    html`<div>
        <h1>${what} indisponível</h1>
        <p class="fv-muted">O link pode estar errado, ou o que ele mostrava não é mais público.</p>
      </div>
      <p><a class="fv-button fv-solid" href="/">Conhecer o Sampleteca</a></p>`,
  );
}
