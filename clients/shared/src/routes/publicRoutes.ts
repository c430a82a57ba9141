// The contract's public routes, one spelling for the portal and the server (the file imports nothing).
export * from '../../../../libs/contracts/src/public-routes';
