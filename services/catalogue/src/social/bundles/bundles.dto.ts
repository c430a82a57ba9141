import { ApiProperty } from '@nestjs/swagger';

export class BundleSkipped {
  @ApiProperty({ description: 'Sons pagos que o plano do usuário não libera' }) plan: number;
  @ApiProperty({ description: 'Sons ainda em processamento (ou cujo processamento falhou)' }) notReady: number;
  @ApiProperty({ description: 'Sons além do máximo de um ZIP (baixe o resto som a som)' }) overLimit: number;
}

/**
 * A signed manifest the portal posts, as a form, to `action` (media), which streams the ZIP;
 * what was left out is said here, before the download starts.
 */
export class BundleGrantResponse {
  @ApiProperty({ example: '/api/media/bundles', description: 'Para onde enviar o formulário (POST)' })
  action: string;
  @ApiProperty({ description: 'Campo manifest do formulário: o conteúdo do ZIP, assinado (vale alguns minutos)' })
  manifest: string;
  @ApiProperty({ description: 'Campo signature do formulário' }) signature: string;
  @ApiProperty({ example: 'Kit Verão.zip' }) fileName: string;
  @ApiProperty({ description: 'Sons no ZIP (cada um conta um download quando é servido, uma vez por usuário)' })
  included: number;
  @ApiProperty({ type: BundleSkipped }) skipped: BundleSkipped;
  @ApiProperty({ example: 200, description: 'O máximo de sons num ZIP' }) limit: number;
}
