import {
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthUser } from '@sampleteca/auth';
import { CONFIG, redisConnectionOptions, type Config } from '@sampleteca/config';
import { rateLimitedMessage, visitorKey } from '@sampleteca/http';
import { MediaErrorCode, mediaError } from '../media-errors';
import { abandonRequest } from '../common/multipart-file.receiver';

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Image uploads per visitor (no access token) in a window, counted in Redis so every api pod
 * shares the count. If Redis does not answer, each process counts in memory meanwhile.
 */
@Injectable()
export class VisitorUploadLimiter implements OnApplicationShutdown {
  private redis: Redis | undefined;
  private limiter: RateLimiterRedis | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** Created on first use: a process that never takes an upload never connects. */
  private get store(): RateLimiterRedis {
    if (this.limiter) return this.limiter;
    const points = this.config.MEDIA_VISITOR_UPLOAD_LIMIT;
    const duration = this.config.MEDIA_VISITOR_UPLOAD_WINDOW_SECONDS;
    this.redis = new Redis({
      ...redisConnectionOptions(this.config),
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // ioredis keeps a timer this long after disconnecting from a Redis that was down.
      disconnectTimeout: 500,
    });
    // Reported through readiness; meanwhile the in-memory limiter counts.
    this.redis.on('error', () => undefined);
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.config.REDIS_PREFIX}:media:image-uploads:visitor`,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
    return this.limiter;
  }

  async consume(key: string): Promise<LimitDecision> {
    try {
      await this.store.consume(key);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      throw rejection;
    }
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}

/** Lets signed-in users through; counts visitors and answers 429 past the limit. */
@Injectable()
export class VisitorUploadLimitGuard implements CanActivate {
  constructor(private readonly limiter: VisitorUploadLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (request.user) return true;
    const decision = await this.limiter.consume(visitorKey(request.ip));
    if (decision.allowed) return true;
    abandonRequest(request);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw mediaError(MediaErrorCode.RateLimited, {
      message: rateLimitedMessage(decision.retryAfterSeconds),
      details: { retryAfterSeconds: decision.retryAfterSeconds },
    });
  }
}
