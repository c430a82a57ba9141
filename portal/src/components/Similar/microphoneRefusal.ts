export const RECORDING_UNSUPPORTED = 'Este navegador não grava áudio. Escolha um arquivo.';
export const RECORDING_UNREADABLE =
  'O navegador não conseguiu preparar a gravação. Grave de novo ou escolha um arquivo.';

/** Why the microphone could not be used, for a person (getUserMedia's DOMException names). */
export function microphoneRefusal(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return (
      'O acesso ao microfone foi negado. Para gravar, permita o microfone para este site nas configurações do ' +
      'navegador e tente de novo, ou escolha um arquivo.'
    );
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'Nenhum microfone foi encontrado neste aparelho. Conecte um microfone ou escolha um arquivo.';
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return 'O microfone não pôde ser usado: talvez outro aplicativo esteja com ele. Feche-o e tente de novo.';
  }
  return 'Não foi possível gravar com o microfone. Tente de novo ou escolha um arquivo.';
}
