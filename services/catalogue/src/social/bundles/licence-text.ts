import type { BundleSoundRow } from './bundles.repository';

/** One sound as LICENCA.txt lists it: the file it is in and who made it. */
export type LicensedSound = BundleSoundRow & { fileName: string };

/** 'baixado em' agreeing with what was downloaded: a kit, a collection, the liked sounds. */
export type DownloadedParticiple = 'baixado' | 'baixada' | 'baixadas';

export type LicenceContext = {
  /** 'Drum Kit "Kit Verão"', 'Coleção "Graves"' or 'Minhas curtidas'. */
  title: string;
  /** The participle agreeing with the title's gender and number (a collection is feminine). */
  downloaded: DownloadedParticiple;
  /** Who the licence is made out to. */
  licensee: string;
  /** Where the full terms are read (the portal's terms page). */
  termsUrl: string;
  issuedAt: Date;
};

// The licence section of the terms of use (spec 01 §2, portal/src/components/Terms/legalTexts.ts):
// the portal shows the whole text; the ZIP carries the part about what a download allows.
const TERMS = [
  'É concedida permissão para baixar os materiais disponibilizados (samples, acapelas, beats, melodias e kits de bateria) para uso pessoal e nas suas produções, conforme a licença indicada em cada som e o seu plano de assinatura. Esta é a concessão de uma licença, não uma transferência de título, e sob ela você não pode:',
  '- revender, sublicenciar ou redistribuir os arquivos originais, isolados ou em pacotes, como se fossem seus;',
  '- usar os materiais para fins comerciais fora do que a licença do som e o seu plano permitem;',
  '- remover quaisquer direitos autorais ou outras notações de propriedade dos materiais;',
  '- transferir os materiais para outra pessoa ou espelhá-los em qualquer outro servidor.',
  'Os materiais são fornecidos "como estão", sem garantias. Estes termos são regidos pelas leis da República Federativa do Brasil.',
];

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** How a sound may be used, as its card shows it: free, or paid (and whose plan opened it). */
function licenceOf(sound: BundleSoundRow, userId: string): string {
  if (sound.owner_id === userId) return 'seu próprio som';
  return sound.is_free ? 'gratuito' : 'exclusivo dos planos pagos (liberado pelo seu plano)';
}

/** The producer as their pages name them, with their label when they gave one. */
function producerOf(sound: BundleSoundRow): string {
  const label = sound.owner_label?.trim();
  return label && label !== sound.owner_name ? `${sound.owner_name} (${label})` : sound.owner_name;
}

/** LICENCA.txt: what the ZIP holds, who made each sound, and the terms the download is under. */
export function licenceText(context: LicenceContext, sounds: LicensedSound[], userId: string): string {
  const lines = [
    'SAMPLETECA — LICENÇA DE USO DOS SONS',
    '',
    `${context.title}, ${context.downloaded} em ${dateFormat.format(context.issuedAt)}.`,
    `Licenciado para: ${context.licensee}.`,
    '',
    `SONS NESTE ARQUIVO (${sounds.length})`,
    '',
  ];
  sounds.forEach((sound, index) => {
    lines.push(`${index + 1}. ${sound.name} (${sound.type})`);
    lines.push(`   Arquivo: ${sound.fileName}`);
    lines.push(`   Produtor: ${producerOf(sound)}`);
    if (sound.artist_name) lines.push(`   Artista: ${sound.artist_name}`);
    lines.push(`   Licença: ${licenceOf(sound, userId)}`);
    lines.push('');
  });
  lines.push('TERMOS DE USO', '', ...TERMS.flatMap((paragraph) => [paragraph]), '');
  lines.push(`Termos de uso completos: ${context.termsUrl}`, '');
  // Windows' Notepad and Mac's TextEdit both read CRLF; a BOM makes older Windows tools read UTF-8.
  return `\ufeff${lines.join('\r\n')}`;
}
