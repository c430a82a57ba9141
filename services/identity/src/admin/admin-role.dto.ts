import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The console's grant or revoke: the account's admin role as it should be. */
export class AdminRoleBody {
  @ApiProperty({ description: 'true dá o papel de administrador; false o retira (nunca do último)' })
  @IsBoolean({ message: 'Informe se a conta é administradora (verdadeiro ou falso).' })
  isAdmin: boolean;
}
