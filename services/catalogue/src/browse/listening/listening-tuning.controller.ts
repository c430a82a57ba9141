import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { ListeningTuning } from './listening-tuning.dto';
import { ListeningTuningService } from './listening-tuning.service';

/** The header's session control: loops preview in this tempo and key, in the browser. */
@ApiTags('library')
@ApiBearerAuth()
@Controller('library/tuning')
export class ListeningTuningController {
  constructor(private readonly tunings: ListeningTuningService) {}

  @Get()
  @ApiOperation({ summary: 'Andamento e tom da sessão do usuário (null: original)' })
  @ApiOkResponse({ type: ListeningTuning })
  get(@CurrentUser() user: AuthUser): Promise<ListeningTuning> {
    return this.tunings.get(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Guarda o andamento e o tom da sessão (vale em qualquer navegador)' })
  @ApiOkResponse({ type: ListeningTuning })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Andamento fora de 40–300 BPM, tom inválido' })
  set(@Body() body: ListeningTuning, @CurrentUser() user: AuthUser): Promise<ListeningTuning> {
    return this.tunings.set(user.id, body);
  }
}
