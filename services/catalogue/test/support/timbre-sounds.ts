import type { CatalogueApi, SoundJson, TestUser } from './catalogue-api';

export type TimbreShape = {
  type?: string;
  loop?: boolean;
  published?: boolean;
  key?: string;
  /** catalogue.sounds.instrument_family (#44: the analysis' reading or the producer's choice). */
  family?: string;
  /** The descriptor's version (1 unless said). */
  version?: number;
};

/**
 * A sound whose file media described as `timbre` (null: not described yet), in `categoryId`: what
 * 'Sons parecidos' and search with a sound compare.
 */
export async function timbreSound(
  api: CatalogueApi,
  owner: TestUser,
  categoryId: string,
  name: string,
  timbre: number[] | null,
  shape: TimbreShape = {},
): Promise<SoundJson> {
  const { type = 'Samples', loop = false, published = true, key = 'Am', family, version = 1 } = shape;
  const audioId = await api.processedAudio(owner, {
    // A one-shot has no tempo to measure; a loop's is confirmed by its uploader.
    bpm: loop ? 120 : null,
    bpmConfidence: loop ? 0.9 : null,
    bpmRange: loop ? '110-130' : null,
    ...(timbre && { timbre: { version, values: timbre } }),
  });
  const answer = await api.as(owner, 'POST', '/sounds', {
    name,
    description: 'Uma descrição',
    audioId,
    key,
    type,
    bpm: '110-130',
    plan: 'free',
    categoryId,
    ...(loop && { tempo: 120 }),
  });
  if (answer.status !== 201) throw new Error(`som não criado: ${JSON.stringify(answer.body)}`);
  const created = answer.body.sound as SoundJson;
  if (published) await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [created.id]);
  if (family)
    await api.db.query(`UPDATE catalogue.sounds SET instrument_family = $2, family_source = 'producer' WHERE id = $1`, [
      created.id,
      family,
    ]);
  return created;
}
