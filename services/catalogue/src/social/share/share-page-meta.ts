import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import {
  collectionSharePath,
  drumKitSharePath,
  producerSharePath,
  SHARED_LINK,
  soundSharePath,
} from '@sampleteca/contracts';
import { isUuid } from '@sampleteca/database';
import { AppException } from '@sampleteca/http';
import { PageMetaSource, type PageMeta } from '@sampleteca/runtime';
import { mediaImageIdOf } from '../../common/media-image-url';
import type { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { ShareService } from './share.service';
import {
  collectionView,
  drumKitView,
  producerView,
  soundCount as sounds,
  soundView,
  unavailableView,
} from './first-view/share-pages.view';

const SITE_IMAGE = { url: '/share-card.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Sampleteca' };

const GONE: Record<string, Pick<PageMeta, 'title' | 'description'> & { what: string }> = {
  s: { title: 'Som indisponível | Sampleteca', description: 'Este som não existe ou não é público.', what: 'Som' },
  k: {
    title: 'Drum kit indisponível | Sampleteca',
    description: 'Este drum kit não existe ou não é público.',
    what: 'Drum Kit',
  },
  p: { title: 'Perfil indisponível | Sampleteca', description: 'Este perfil não existe.', what: 'Perfil' },
  c: {
    title: 'Coleção indisponível | Sampleteca',
    description: 'Esta coleção não existe ou não é pública.',
    what: 'Coleção',
  },
};

/**
 * The link previews of shared sounds (/s/{id}), drum kits (/k/{id}), producers (/p/{id}) and
 * collections (/c/{id}).
 */
@Injectable()
export class SharePageMetaSource extends PageMetaSource {
  constructor(
    private readonly share: ShareService,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    super();
  }

  // Any id, well formed or not: the portal routes them all to the shared page, which says what is gone.
  matches(path: string): boolean {
    return SHARED_LINK.test(path);
  }

  async describe(path: string): Promise<PageMeta> {
    const [, kind, id] = SHARED_LINK.exec(path)!;
    // A malformed id is one nobody has: the same 404 as an unknown one (the API answers so too).
    if (!isUuid(id)) return gone(kind, path);
    try {
      if (kind === 's') return this.sound((await this.share.sound(id)).sound);
      if (kind === 'k') {
        const kit = await this.share.drumKit(id);
        return {
          status: 200,
          type: 'music.album',
          title: `${kit.name} | Sampleteca`,
          description: `Drum kit de ${kit.owner.name} com ${sounds(kit.soundCount)}. Ouça as prévias no Sampleteca.`,
          image: cover(kit.imageUrl, `Capa do drum kit ${kit.name}`),
          firstView: drumKitView(drumKitSharePath(kit.id), kit, this.config.PUBLIC_URL),
        };
      }
      if (kind === 'c') {
        // Public sounds only: the count and the cover never tell of a private one.
        const collection = await this.share.collection(id);
        return {
          status: 200,
          type: 'music.playlist',
          title: `${collection.name} | Sampleteca`,
          description: `Coleção de ${collection.owner.name} com ${sounds(collection.soundCount)}. Ouça as prévias no Sampleteca.`,
          image: cover(collection.imageUrl, `Capa da coleção ${collection.name}`),
          firstView: collectionView(collectionSharePath(collection.id), collection, this.config.PUBLIC_URL),
        };
      }
      const producer = await this.share.producer(id);
      return {
        status: 200,
        type: 'profile',
        title: `${producer.name} | Sampleteca`,
        description: `${producer.name} no Sampleteca: ${sounds(producer.soundCount)} para ouvir e baixar.`,
        image: cover(producer.avatarUrl, `Foto de ${producer.name}`),
        firstView: producerView(producerSharePath(producer.id), producer, this.config.PUBLIC_URL),
      };
    } catch (error) {
      if (error instanceof AppException && error.status === HttpStatus.NOT_FOUND) return gone(kind, path);
      throw error;
    }
  }

  private sound(sound: SoundResponse): PageMeta {
    // A sound without key or tempo (a kick, a noise) says nothing of them.
    const tempo = sound.tempo ? `${sound.tempo} BPM` : sound.bpm ? `${sound.bpm} BPM` : null;
    const musical = [sound.key ? `${sound.type} em ${sound.key}` : sound.type, tempo].filter(Boolean).join(', ');
    return {
      status: 200,
      type: 'music.song',
      title: `${sound.name} | Sampleteca`,
      description: `${musical}, por ${sound.owner.name}. Ouça a prévia no Sampleteca.`,
      image: cover(sound.imageUrl, `Capa de ${sound.name}`),
      audio: sound.audio.previewUrl ? { url: `/api/share/sounds/${sound.id}/preview`, type: 'audio/mpeg' } : undefined,
      firstView: soundView(soundSharePath(sound.id), sound, this.config.PUBLIC_URL),
    };
  }
}

function gone(kind: string, path: string): PageMeta {
  const { what, ...said } = GONE[kind];
  return { status: 404, type: 'website', ...said, image: SITE_IMAGE, firstView: unavailableView(path, what) };
}

/** A cover media stores has a 1200×630 JPEG made for link previews (media's share-card route). */
function cover(imageUrl: string | null, alt: string): PageMeta['image'] {
  const imageId = imageUrl ? mediaImageIdOf(imageUrl) : undefined;
  if (!imageId) return SITE_IMAGE;
  return { url: `/api/media/images/${imageId}/share-card`, width: 1200, height: 630, type: 'image/jpeg', alt };
}
