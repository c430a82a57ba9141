import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';

/** The same repository inside the caller's transaction when it passes one (`manager`), else on its own connection. */
export const repositoryIn = <Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  manager?: EntityManager,
): Repository<Entity> => (manager ? manager.getRepository<Entity>(repository.target) : repository);
