import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JWK } from 'jose';
import { loadSigningKey, type SigningKey } from '@sampleteca/auth';
import { CONFIG, ConfigError, type Config } from '@sampleteca/config';

/** Loads identity's access-token key once at start (a dev key is generated if none is set). */
@Injectable()
export class SigningKeyProvider implements OnModuleInit {
  private key: SigningKey | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  async onModuleInit(): Promise<void> {
    // A generated key would differ per pod and vanish with it: production must bring its own.
    if (this.config.isProduction && !this.config.JWT_PRIVATE_KEY) {
      throw new ConfigError(['JWT_PRIVATE_KEY: obrigatório em produção onde o serviço identity roda']);
    }
    this.key = await loadSigningKey({ privateKeyPem: this.config.JWT_PRIVATE_KEY, keysDir: this.config.JWT_KEYS_DIR });
  }

  get current(): SigningKey {
    if (!this.key) throw new Error('chave de assinatura ainda não carregada');
    return this.key;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.current.publicJwk] };
  }
}
