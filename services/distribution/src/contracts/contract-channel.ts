/** NOTIFY channel: a contract changed (payload: its id). Open pages hear it through SSE. */
export const CONTRACTS_CHANNEL = 'distribution_contracts';
