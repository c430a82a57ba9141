/** The timbre descriptor (#34): what it holds, how the essentia thread measures it, how it is normalised. */
export * from './features';
export * from './measure';
export * from './normalise';
