import type { DemoPerson } from '@sampleteca/identity';

/** The demo's producers: invented people, addresses no one can receive mail at (.invalid). */
export const DEMO_PRODUCERS = {
  duda: { email: 'duda.batidas@demo.sampleteca.invalid', fullName: 'Duda Batidas', producer: 'Quebrada Records' },
  rafa: { email: 'rafa.groove@demo.sampleteca.invalid', fullName: 'Rafa Groove', producer: 'Groove Tropical' },
  lia: { email: 'lia.melodia@demo.sampleteca.invalid', fullName: 'Lia Melodia', producer: 'Estúdio Maré' },
  caio: { email: 'caio.oitooito@demo.sampleteca.invalid', fullName: 'Caio 808', producer: '808 da Vila' },
  nina: { email: 'nina.vox@demo.sampleteca.invalid', fullName: 'Nina Vox', producer: 'Vox Brasil' },
} satisfies Record<string, DemoPerson>;

export type DemoProducer = keyof typeof DEMO_PRODUCERS;

/** Approves the demo's publication requests, as an administrator, then loses the role. */
export const DEMO_CURATOR: DemoPerson = {
  email: 'curadoria@demo.sampleteca.invalid',
  fullName: 'Curadoria Sampleteca',
  producer: 'Sampleteca',
};

export const DEMO_EMAILS = [...Object.values(DEMO_PRODUCERS), DEMO_CURATOR].map((person) => person.email);
