import { catalogueService } from '@sampleteca/catalogue';
import { ServiceAlone, ServiceBesidePlatform, withCatalogueFixtures, withSeededUsers } from '@sampleteca/testing';

export { names, type SoundJson, type TestUser } from '@sampleteca/testing';
export type { ApiAnswer, Json } from '@sampleteca/testing';

/** The catalogue service alone: identity's tokens and profile events played by libs/testing. */
class CatalogueAlone extends ServiceAlone {
  constructor() {
    super([catalogueService]);
  }
}

export class CatalogueApi extends withCatalogueFixtures(withSeededUsers(CatalogueAlone, 'catalogue')) {}

/** The catalogue here, media (its files, downloads and ZIPs) in a built platform beside it. */
class CatalogueBesideMedia extends ServiceBesidePlatform {
  constructor() {
    super(catalogueService, ['media']);
  }
}

export class CatalogueAndMediaApi extends withCatalogueFixtures(withSeededUsers(CatalogueBesideMedia, 'catalogue')) {}
