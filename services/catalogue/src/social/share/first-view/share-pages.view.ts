import { producerSharePath } from '@sampleteca/contracts';
import { html, joinInvitation, pageShell, shareActions, type FirstView } from '@sampleteca/runtime';
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

/** The page's own link made absolute on `site` (PUBLIC_URL): sharing sends it elsewhere. */
const shareOf = (here: string, site: string, title: string) => shareActions(new URL(here, site).toString(), title);

/** /s/{id}: the sound, its card and the invitation, as the app's SharedSoundPage shows a visitor. */
export function soundView(here: string, sound: SoundResponse, site: string): FirstView {
  return view(
    here,
    html`<div>
        <h1>${sound.name}</h1>
        <p class="fv-muted">por <a href="${producerSharePath(sound.owner.id)}">${sound.owner.name}</a></p>
      </div>
      ${soundCard(sound, 'h2')} ${shareOf(here, site, `${sound.name}, de ${sound.owner.name}`)}
      ${sound.description ? html`<p class="fv-muted">${sound.description}</p>` : null}
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
  /** What the share text calls the page (the app's ShareButton title). */
  shareTitle: string;
};

/** A kit, a collection or a producer: the banner, its first few previews, the invitation (SharedShowcase). */
function showcaseView(here: string, page: Showcase, site: string): FirstView {
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
        // Under the banner, at the page's width: beside the picture the buttons wrap, and the one
        // first-view.js shows would push the page down as it appears.
        shareOf(here, site, page.shareTitle)
      }
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

export const drumKitView = (here: string, kit: SharedDrumKit, site: string) =>
  showcaseView(
    here,
    {
      eyebrow: 'Drum Kit',
      ...kit,
      invitation: `Crie sua conta grátis para ouvir ${kit.soundCount === 1 ? 'o som' : `os ${soundCount(kit.soundCount)}`} deste kit e baixá-lo inteiro.`,
      shareTitle: `o drum kit ${kit.name}`,
    },
    site,
  );

export const collectionView = (here: string, collection: SharedCollection, site: string) =>
  showcaseView(
    here,
    {
      eyebrow: 'Coleção',
      ...collection,
      invitation: `Crie sua conta grátis para ouvir a coleção inteira (${soundCount(collection.soundCount)}) e baixá-la num ZIP.`,
      shareTitle: `a coleção ${collection.name}`,
    },
    site,
  );

export const producerView = (here: string, producer: SharedProducer, site: string) =>
  showcaseView(
    here,
    {
      eyebrow: 'Artista',
      ...producer,
      imageUrl: producer.avatarUrl,
      avatar: true,
      invitation: `Crie sua conta grátis para ouvir todos os sons de ${producer.name}, baixar e curtir.`,
      shareTitle: producer.name,
    },
    site,
  );

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
