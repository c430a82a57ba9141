import { html, type SafeHtml } from '@sampleteca/runtime';
import { loginPath, producerSharePath, soundSharePath } from '@sampleteca/contracts';
import type { SoundResponse } from '../../../browse/sound-lists/sound-response.dto';
import { waveform } from './waveform.view';

/** 'Acapelas · Am · 92 BPM': what the card says of a sound, leaving out what it has not. */
export function musicalLine(sound: SoundResponse): string {
  const tempo = sound.tempo ?? sound.bpm;
  return [sound.type, sound.key, tempo ? `${tempo} BPM` : null].filter(Boolean).join(' · ');
}

/**
 * A sound as a visitor's light page shows it: cover, name, producer, waveform and the browser's own
 * audio controls on its preview (they play without any script, by touch or keyboard); what needs an
 * account links to signing in and back. `preload="none"`: nothing is fetched before play.
 */
export function soundCard(sound: SoundResponse, titleTag: 'h2' | 'h3'): SafeHtml {
  const titleId = `fv-title-${sound.id}`;
  const cover = sound.imageUrl ?? sound.drumKit?.imageUrl;
  const here = soundSharePath(sound.id);
  const title =
    titleTag === 'h2' ? html`<h2 id="${titleId}">${sound.name}</h2>` : html`<h3 id="${titleId}">${sound.name}</h3>`;
  return html`<article class="fv-card" data-sound-id="${sound.id}" aria-labelledby="${titleId}">
    ${cover ? html`<img class="fv-cover" src="${cover}?size=160" width="64" height="64" alt="" decoding="async" />` : html`<div class="fv-cover"></div>`}
    <div>
      ${title}
      <p class="fv-muted">${musicalLine(sound)}</p>
      <p class="fv-muted">por <a href="${producerSharePath(sound.owner.id)}">${sound.owner.name}</a></p>
    </div>
    ${waveform(sound.audio.levels, sound.id)}
    ${
      sound.audio.previewUrl
        ? html`<audio
            controls
            preload="none"
            src="/api/share/sounds/${sound.id}/preview"
            aria-label="Prévia de ${sound.name}"
          ></audio>`
        : html`<p class="fv-muted fv-actions">Prévia indisponível.</p>`
    }
    <p class="fv-actions">
      <a class="fv-button" href="${loginPath(here)}">Baixar<span class="fv-sr"> ${sound.name}</span></a
      ><a class="fv-button" href="${loginPath(here)}"
        >Curtir<span class="fv-sr"> ${sound.name}</span> · ${sound.likes}</a
      >${titleTag === 'h3' ? html`<a class="fv-button" href="${here}">Abrir<span class="fv-sr"> ${sound.name}</span></a>` : null}
    </p>
  </article>`;
}
