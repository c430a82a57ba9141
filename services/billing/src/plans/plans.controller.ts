import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { PlanResponse } from './plans.dto';
import { PlansService } from './plans.service';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: [PlanResponse] })
  list(): Promise<PlanResponse[]> {
    return this.plans.list();
  }
}
