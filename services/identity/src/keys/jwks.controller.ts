import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { JWK } from 'jose';
import { Public } from '@sampleteca/auth';
import { SigningKeyProvider } from './signing-key.provider';

/** The public keys every service verifies access tokens with (DESIGN §7). */
@ApiTags('auth')
@Public()
@Controller('auth')
export class JwksController {
  constructor(private readonly signingKey: SigningKeyProvider) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ description: 'JSON Web Key Set das chaves de acesso' })
  jwks(): { keys: JWK[] } {
    return this.signingKey.jwks();
  }
}
