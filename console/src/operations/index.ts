import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load does not carry it.
export const OperationsPage = lazyScreen(() => import('./OperationsPage'), 'OperationsPage');

export const OPERATIONS_PATH = '/operations';
