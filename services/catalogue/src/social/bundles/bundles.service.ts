import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import {
  BUNDLE_MAX_ENTRIES,
  PUBLIC_PATHS,
  bundlePath,
  downloadFileName,
  signBundleManifest,
  type BundleEntry,
} from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { CollectionsService } from '../collections/collections.service';
import { DrumKitsService } from '../../taxonomy/drum-kits/drum-kits.service';
import { EntitlementsService } from '../../publishing/entitlements/entitlements.service';
import type { BundleGrantResponse } from './bundles.dto';
import { BundlesRepository, type BundleCounts, type BundleSoundRow, type BundleSource } from './bundles.repository';
import { EntryNames } from './entry-names';
import { licenceText, type DownloadedParticiple, type LicensedSound } from './licence-text';

/** How long a manifest works once handed out: the portal posts it at once. */
const MANIFEST_SECONDS = 300;
const PLANS_URL = '/profile/plan';
const LIKED_TITLE = 'Minhas curtidas';

/**
 * A drum kit, the liked list or a collection as one ZIP: the sounds a single download would allow (seen by
 * the user, ready, free or theirs or opened by a paid plan), at most BUNDLE_MAX_ENTRIES, in a
 * manifest media streams. Nothing is counted here: media counts each sound as it serves it.
 */
@Injectable()
export class BundlesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bundles: BundlesRepository,
    private readonly kits: DrumKitsService,
    private readonly collections: CollectionsService,
    private readonly entitlements: EntitlementsService,
    @Inject(CONFIG) private readonly config: Config,
    /** Shared with media, which streams the manifests this service signs. */
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
  ) {}

  async kit(kitId: string, userId: string): Promise<BundleGrantResponse> {
    const kit = await this.kits.visible(kitId, userId);
    return this.grant({ kind: 'kit', kitId }, userId, {
      title: `Drum Kit "${kit.name}"`,
      downloaded: 'baixado',
      zipName: kit.name,
      empty: 'Este Drum Kit ainda não tem sons para baixar.',
    });
  }

  /** 'Baixar coleção': the owner's, or one shared with the link (a private one is unknown to others). */
  async collection(collectionId: string, userId: string): Promise<BundleGrantResponse> {
    const collection = await this.collections.visible(collectionId, userId);
    return this.grant({ kind: 'collection', collectionId }, userId, {
      title: `Coleção "${collection.name}"`,
      downloaded: 'baixada',
      zipName: collection.name,
      empty: 'Esta coleção ainda não tem sons para baixar.',
    });
  }

  liked(userId: string): Promise<BundleGrantResponse> {
    return this.grant({ kind: 'liked' }, userId, {
      title: LIKED_TITLE,
      downloaded: 'baixadas',
      zipName: LIKED_TITLE,
      empty: 'Você ainda não curtiu nenhum som.',
    });
  }

  private async grant(
    source: BundleSource,
    userId: string,
    naming: { title: string; downloaded: DownloadedParticiple; zipName: string; empty: string },
  ): Promise<BundleGrantResponse> {
    const { counts, sounds, licensee } = await this.transactions.run(async (manager) => {
      const paidPlan = await this.entitlements.hasPaidPlan(manager, userId);
      const counts = await this.bundles.counts(manager, source, userId, paidPlan);
      refuseNothingToSend(counts, naming.empty);
      const sounds = await this.bundles.downloadable(manager, source, userId, paidPlan, BUNDLE_MAX_ENTRIES);
      return { counts, sounds, licensee: await this.bundles.nameOf(manager, userId) };
    });
    const named = withEntryNames(sounds);
    const licence = licenceText(
      {
        title: naming.title,
        downloaded: naming.downloaded,
        licensee: licensee ?? 'você',
        termsUrl: new URL(PUBLIC_PATHS.termsOfUse, this.config.PUBLIC_URL).toString(),
        issuedAt: new Date(),
      },
      named.map(({ sound }) => sound),
      userId,
    );
    const fileName = downloadFileName(naming.zipName, 'zip');
    const signed = signBundleManifest(
      {
        userId,
        expires: Math.floor(Date.now() / 1000) + MANIFEST_SECONDS,
        fileName,
        licence,
        entries: named.map(({ entry }) => entry),
      },
      this.urlSecret,
    );
    return {
      action: bundlePath,
      ...signed,
      fileName,
      included: sounds.length,
      skipped: { plan: counts.plan, notReady: counts.notReady, overLimit: counts.allowed - sounds.length },
      limit: BUNDLE_MAX_ENTRIES,
    };
  }
}

/**
 * Nothing to put in the ZIP: an empty source says so; otherwise the plan is named first (a plan
 * opens those sounds), as a single download names it before readiness.
 */
function refuseNothingToSend(counts: BundleCounts, empty: string): void {
  if (counts.allowed > 0) return;
  const skipped = { plan: counts.plan, notReady: counts.notReady, overLimit: 0 };
  if (counts.plan > 0) {
    throw catalogueError(CatalogueErrorCode.PlanRequired, {
      message: 'Estes sons são exclusivos dos planos pagos. Assine um plano para baixá-los.',
      details: { plansUrl: PLANS_URL, skipped },
    });
  }
  if (counts.notReady > 0) {
    throw catalogueError(CatalogueErrorCode.DownloadNotReady, {
      message: 'Nenhum destes sons está pronto para download ainda. Tente novamente em instantes.',
      details: { skipped },
    });
  }
  throw catalogueError(CatalogueErrorCode.BundleEmpty, { message: empty });
}

/** Each sound's file: its original when it has one (a WAV, AIFF, FLAC…), else its MP3. */
function withEntryNames(sounds: BundleSoundRow[]): { sound: LicensedSound; entry: BundleEntry }[] {
  const names = new EntryNames();
  return sounds.map((sound) => {
    const original = sound.original_extension && sound.original_extension !== 'mp3' ? sound.original_extension : null;
    const fileName = names.next(sound.name, original ?? 'mp3');
    return {
      sound: { ...sound, fileName },
      entry: { audioId: sound.audio_id, soundId: sound.id, fileName, ...(original && { original: true as const }) },
    };
  });
}
