/** The projection's settings, shared by train.mjs and evaluate.mjs (chosen on evaluate.mjs' folds). */
export const MODEL_SETTINGS = { dimensions: 15, shrinkage: 0.2, power: 0.5, neighbours: 7 };
