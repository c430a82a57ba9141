import { Body, Controller, Delete, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { FactorResponse, mapFactor } from '../sessions/session.dto';
import {
  ChallengeResponse,
  EnrolledFactorResponse,
  EnrollFactorRequest,
  RemoveFactorRequest,
  VerifyFactorRequest,
} from './factors.dto';
import { FactorsService } from './factors.service';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/factors')
export class FactorsController {
  constructor(private readonly factors: FactorsService) {}

  @Post()
  @ApiCreatedResponse({ type: EnrolledFactorResponse })
  enroll(@CurrentUser() user: AuthUser, @Body() body: EnrollFactorRequest): Promise<EnrolledFactorResponse> {
    return this.factors.enroll(user.id, body.friendly_name, body.issuer);
  }

  @Post(':id/challenge')
  @ApiCreatedResponse({ type: ChallengeResponse })
  challenge(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<ChallengeResponse> {
    return this.factors.challenge(user.id, id);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: FactorResponse })
  async verify(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: VerifyFactorRequest,
  ): Promise<FactorResponse> {
    return mapFactor(await this.factors.verifyChallenge(user.id, id, body.challenge_id, body.code));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RemoveFactorRequest,
  ): Promise<void> {
    return this.factors.remove(user.id, id, body.code);
  }
}
