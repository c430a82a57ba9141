import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StandInState, StoredDocument, StoredSigner } from './types';

const emptyState = (): StandInState => ({ documents: [], lastOpenId: 0, fileKey: randomBytes(32).toString('hex') });

/**
 * The stand-in's documents, in memory, written whole to the state file after every change
 * (a temporary file and a rename, so a crash never leaves half a file). A developer's
 * contracts are few; nothing here needs a database.
 */
export class Store {
  readonly state: StandInState;

  constructor(private readonly file?: string) {
    this.state = file && existsSync(file) ? { ...emptyState(), ...readState(file) } : emptyState();
  }

  save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state, null, 2));
    renameSync(temporary, this.file);
  }

  add(document: StoredDocument): void {
    this.state.documents.push(document);
    this.save();
  }

  nextOpenId(): number {
    return ++this.state.lastOpenId;
  }

  document(token: string): StoredDocument | undefined {
    return this.state.documents.find((document) => document.token === token);
  }

  bySignerToken(signerToken: string): { document: StoredDocument; signer: StoredSigner } | undefined {
    for (const document of this.state.documents) {
      const signer = document.signers.find((candidate) => candidate.token === signerToken);
      if (signer) return { document, signer };
    }
    return undefined;
  }
}

function readState(file: string): Partial<StandInState> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<StandInState>;
  } catch (error) {
    throw new Error(`Arquivo de estado da ZapSign local ilegível (${file}): ${(error as Error).message}`, {
      cause: error,
    });
  }
}
