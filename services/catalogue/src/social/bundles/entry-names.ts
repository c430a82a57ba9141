import { downloadFileName } from '@sampleteca/contracts';

/** Names media may add beside the sounds (the licence, the list of files it could not find). */
export const RESERVED_ENTRY_NAMES = ['LICENCA.txt', 'FALTANDO.txt'];

/**
 * Gives each sound its file name inside the ZIP, as a single download would save it
 * ('{name}.wav'), made unique: two sounds called 'Kick' become 'Kick.wav' and 'Kick (2).wav'.
 * Compared without case, as the file systems of Windows and macOS do, so no file overwrites another.
 */
export class EntryNames {
  private readonly taken = new Set(RESERVED_ENTRY_NAMES.map((name) => name.toLowerCase()));

  next(soundName: string, extension: string): string {
    const first = downloadFileName(soundName, extension);
    const base = first.slice(0, -(extension.length + 1));
    let name = first;
    for (let copy = 2; this.taken.has(name.toLowerCase()); copy++) name = `${base} (${copy}).${extension}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
