import type { Replacement } from './types';

/** The name ZapSign gives a document made from the template (the template's name). */
export const CONTRACT_NAME = 'Contrato de distribuição musical';

/**
 * The stand-in's one DOCX template, as text: Sampleteca's distribution contract with the
 * placeholders the distribution service fills in. Whatever replacements a caller sends are
 * applied, so a placeholder nobody sent stays visible, as it would in ZapSign's document.
 */
export const CONTRACT_TEMPLATE: readonly string[] = [
  'CONTRATO DE DISTRIBUIÇÃO DE OBRA MUSICAL',
  'Pelo presente instrumento, {{NOME}}, inscrito(a) no CPF sob o nº {{CPF}}, residente no CEP {{CEP}}, ' +
    'doravante denominado(a) ARTISTA, e {{PRODUTORA}}, doravante denominada PRODUTORA, por intermédio da ' +
    'plataforma Sampleteca, celebram este contrato de distribuição da obra musical "{{MUSICA}}".',
  'Cláusula 1ª – Objeto. O ARTISTA autoriza a distribuição da obra nas plataformas digitais de música ' +
    'indicadas no pedido de distribuição feito na Sampleteca, em caráter não exclusivo.',
  'Cláusula 2ª – Direitos. O ARTISTA declara ser titular dos direitos da obra e dos samples nela ' +
    'utilizados, conforme as licenças registradas na Sampleteca, e responde por sua veracidade.',
  'Cláusula 3ª – Receitas. As receitas líquidas da distribuição serão repassadas conforme a divisão ' +
    'acordada entre o ARTISTA e a PRODUTORA no pedido de distribuição.',
  'Cláusula 4ª – Vigência. Este contrato vigora por prazo indeterminado e pode ser rescindido por ' +
    'qualquer das partes mediante aviso com 30 (trinta) dias de antecedência.',
  'Cláusula 5ª – Foro. Fica eleito o foro do domicílio do ARTISTA para dirimir quaisquer questões ' +
    'oriundas deste contrato.',
  'E, por estarem de acordo, as partes assinam eletronicamente este contrato.',
];

/** The contract's paragraphs with every `de` replaced by its `para`, in the order sent. */
export function contractParagraphs(replacements: readonly Replacement[]): string[] {
  return CONTRACT_TEMPLATE.map((paragraph) =>
    replacements.reduce((text, { de, para }) => (de ? text.split(de).join(para) : text), paragraph),
  );
}
