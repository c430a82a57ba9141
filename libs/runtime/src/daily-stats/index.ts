export * from './daily-stats.controller';
export * from './daily-stats.dto';
export * from './daily-stats-query';
export * from './daily-stats-window';
export * from './rows-per-day';
export * from './rows-per-day-query';
