/**
 * Where the tests' PostgreSQL, RabbitMQ and Redis come from: the URLs in the environment
 * when set (this machine, CI), else containers when an engine is reachable.
 */
export type Infrastructure = {
  databaseUrl: string;
  rabbitmqUrl: string;
  redisUrl: string;
  source: 'environment' | 'testcontainers';
  stop: () => Promise<void>;
};

export async function resolveInfrastructure(env: NodeJS.ProcessEnv = process.env): Promise<Infrastructure> {
  const { DATABASE_URL, RABBITMQ_URL, REDIS_URL } = env;
  if (DATABASE_URL && RABBITMQ_URL && REDIS_URL) {
    return {
      databaseUrl: DATABASE_URL,
      rabbitmqUrl: RABBITMQ_URL,
      redisUrl: REDIS_URL,
      source: 'environment',
      stop: async () => undefined,
    };
  }
  const missing = ['DATABASE_URL', 'RABBITMQ_URL', 'REDIS_URL'].filter((name) => !env[name]);
  try {
    return await startContainers();
  } catch (error) {
    throw new Error(
      `Sem infraestrutura para os testes: ${missing.join(', ')} não definidas e nenhum motor de containers ` +
        `(testcontainers: ${(error as Error).message}). Defina as três URLs (npm test faz isso quando ` +
        `PostgreSQL, RabbitMQ e Redis locais respondem) ou rode um Docker.`,
      { cause: error },
    );
  }
}

async function startContainers(): Promise<Infrastructure> {
  const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers');
  await getContainerRuntimeClient();
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const [postgres, rabbitmq, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:15-alpine').withUsername('postgres').withPassword('postgres').start(),
    new GenericContainer('rabbitmq:3.13-alpine')
      .withExposedPorts(5672)
      .withWaitStrategy(Wait.forLogMessage('Server startup complete'))
      .start(),
    new GenericContainer('redis:7-alpine')
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
      .start(),
  ]);
  const databaseUrl = `postgres://postgres:postgres@${postgres.getHost()}:${postgres.getPort()}/sampleteca`;
  return {
    databaseUrl,
    rabbitmqUrl: `amqp://guest:guest@${rabbitmq.getHost()}:${rabbitmq.getMappedPort(5672)}`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    source: 'testcontainers',
    stop: async () => {
      await Promise.all([postgres.stop(), rabbitmq.stop(), redis.stop()]);
    },
  };
}
