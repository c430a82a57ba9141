/** The timbre descriptor (#34, #44): what it holds, how the essentia thread measures it, the trained projection, the family reading. */
export * from './features';
export * from './measure';
export * from './model';
export * from './normalise';
export * from './project';
export * from './reading';
